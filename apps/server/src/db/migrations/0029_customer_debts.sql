CREATE TABLE "customer_debts" (
	"tenant_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"down_payment" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_debts_pk" PRIMARY KEY("tenant_id","purchase_id"),
	CONSTRAINT "customer_debts_paid_check" CHECK ("customer_debts"."paid" >= 0 and "customer_debts"."paid" <= "customer_debts"."amount"),
	CONSTRAINT "customer_debts_amounts_check" CHECK ("customer_debts"."down_payment" >= 0 and "customer_debts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_debts" ADD CONSTRAINT "customer_debts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_debts_open_idx" ON "customer_debts" USING btree ("tenant_id","account_id") WHERE settled_at is null;