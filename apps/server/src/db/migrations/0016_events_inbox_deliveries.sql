ALTER TABLE "prepaid_transactions" ADD COLUMN "failure_code" text;--> statement-breakpoint
-- Hand-written data move (decision 026), keep it last when renumbering: the reason a customer reads about an
-- unsuccessful purchase used to be derived from the Digiflazz rc on every read; settlement now stores what the
-- supplier's adapter reads from it. Rows settled before get the same reason from the same table
-- (integrations/digiflazz/digiflazz.response-codes.ts: codes whose reason is not the plain 'failed').
UPDATE "prepaid_transactions" SET "failure_code" = CASE "rc"
  WHEN 'timeout' THEN 'timeout'
  WHEN '43' THEN 'product_unavailable'
  WHEN '44' THEN 'product_unavailable'
  WHEN '47' THEN 'already_bought'
  WHEN '51' THEN 'number_blocked'
  WHEN '52' THEN 'wrong_operator'
  WHEN '53' THEN 'product_unavailable'
  WHEN '54' THEN 'wrong_number'
  WHEN '55' THEN 'product_unavailable'
  WHEN '56' THEN 'product_unavailable'
  WHEN '57' THEN 'number_format'
  WHEN '58' THEN 'cut_off'
  WHEN '59' THEN 'outside_area'
  WHEN '60' THEN 'bill_not_available'
  WHEN '61' THEN 'product_unavailable'
  WHEN '62' THEN 'product_unavailable'
  WHEN '63' THEN 'product_unavailable'
  WHEN '64' THEN 'product_unavailable'
  WHEN '65' THEN 'try_later'
  WHEN '66' THEN 'cut_off'
  WHEN '67' THEN 'product_unavailable'
  WHEN '68' THEN 'out_of_stock'
  WHEN '69' THEN 'product_unavailable'
  WHEN '70' THEN 'timeout'
  WHEN '71' THEN 'product_unavailable'
  WHEN '72' THEN 'package_active'
  WHEN '73' THEN 'kwh_limit'
  WHEN '74' THEN 'returned'
  WHEN '80' THEN 'product_unavailable'
  WHEN '81' THEN 'product_unavailable'
  WHEN '82' THEN 'product_unavailable'
  WHEN '84' THEN 'invalid_nominal'
  WHEN '85' THEN 'try_later'
  WHEN '86' THEN 'try_later'
  WHEN '87' THEN 'invalid_nominal'
  WHEN '88' THEN 'product_unavailable'
  WHEN '01' THEN 'timeout'
  ELSE 'failed'
END
WHERE "status" IN ('failed', 'expired', 'canceled', 'returned') AND "failure_code" IS NULL;
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"tenant_id" uuid,
	"subscriber" text NOT NULL,
	"url" text NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"outcome" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_delivery_idx" ON "webhook_deliveries" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "webhook_inbox_waiting_idx" ON "webhook_inbox" USING btree ("received_at") WHERE processed_at is null;--> statement-breakpoint
ALTER TABLE "webhook_inbox" DROP CONSTRAINT "webhook_inbox_pk";
--> statement-breakpoint
-- Hand-ordered: a column of a primary key cannot drop NOT NULL, so the old key (tenant, provider, delivery) goes
-- first. Deposit deliveries name globally unique deposit codes, so no two tenants share a (provider, delivery).
ALTER TABLE "webhook_inbox" ALTER COLUMN "tenant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD CONSTRAINT "webhook_inbox_pk" PRIMARY KEY("provider","delivery_id");--> statement-breakpoint
-- Hand-written data move (decision 026), keep it last when renumbering: the supplier callbacks' own inbox joins the
-- one inbox (provider = the supplier instance, reference = the ref_id, the tenant where its purchase exists).
-- supplier_callbacks stays, read-only, until a later migration drops it.
INSERT INTO "webhook_inbox" ("provider", "delivery_id", "tenant_id", "reference", "payload", "received_at", "processed_at", "outcome")
SELECT sc."supplier", sc."delivery_id",
       (SELECT pt."tenant_id" FROM "prepaid_transactions" pt WHERE pt."ref_id" = sc."ref_id" LIMIT 1),
       sc."ref_id", sc."payload", sc."received_at", sc."processed_at", sc."outcome"
  FROM "supplier_callbacks" sc
ON CONFLICT ("provider", "delivery_id") DO NOTHING;