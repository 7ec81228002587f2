CREATE TABLE "postpaid_cashback" (
	"tenant_id" uuid NOT NULL,
	"biller_code" text NOT NULL,
	"cashback_type" text DEFAULT 'fixed' NOT NULL,
	"cashback" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postpaid_cashback_pk" PRIMARY KEY("tenant_id","biller_code"),
	CONSTRAINT "postpaid_cashback_ck" CHECK (cashback > 0 and (cashback_type = 'fixed' or (cashback_type = 'percent' and cashback <= 10000)))
);
--> statement-breakpoint
ALTER TABLE "postpaid_cashback" ADD CONSTRAINT "postpaid_cashback_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;