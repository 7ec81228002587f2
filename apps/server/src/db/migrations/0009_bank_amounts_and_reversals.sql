DROP INDEX "deposits_bank_amount_uq";--> statement-breakpoint
ALTER TABLE "bank_mutations" ADD COLUMN "review_flag" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reversed_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Pending bank requests of different processing days could share an amount before this index (decision 020): flag
-- them for a person instead of letting the matcher pick one; flagged rows stay out of the index.
UPDATE "deposits" AS "d" SET "review_flag" = 'shared_amount'
WHERE "d"."provider" = 'bank' AND "d"."status" = 'pending' AND "d"."review_flag" IS NULL AND EXISTS (
	SELECT 1 FROM "deposits" AS "o"
	WHERE "o"."tenant_id" = "d"."tenant_id" AND "o"."method" = "d"."method" AND "o"."charged" = "d"."charged"
		AND "o"."provider" = 'bank' AND "o"."status" = 'pending' AND "o"."id" <> "d"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_bank_pending_amount_uq" ON "deposits" USING btree ("tenant_id","method","charged") WHERE provider = 'bank' and status = 'pending' and review_flag is null;