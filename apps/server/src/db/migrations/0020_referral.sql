CREATE TABLE "affiliate_commissions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"ref_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"payout_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_commissions_kind_ck" CHECK (kind in ('accrual', 'clawback')),
	CONSTRAINT "affiliate_commissions_status_ck" CHECK (status in ('unpaid', 'in_process', 'disbursed'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"bank_type" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"transfer_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "affiliate_payouts_status_ck" CHECK (status in ('in_process', 'disbursed'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"basis_points" integer DEFAULT 0 NOT NULL,
	"fixed_amount" bigint DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_settings_ck" CHECK (basis_points between 0 and 10000 and fixed_amount >= 0 and months between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"bank_type" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"attachment_key" text,
	"attachment_type" text,
	"rejection_reason" text,
	"applied_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliates_pk" PRIMARY KEY("tenant_id","account_id"),
	CONSTRAINT "affiliates_status_ck" CHECK (status in ('waiting', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_clicks_pk" PRIMARY KEY("tenant_id","account_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_settings" ADD CONSTRAINT "affiliate_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_purchase_uq" ON "affiliate_commissions" USING btree ("tenant_id","purchase_id","kind");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("tenant_id","affiliate_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_period_uq" ON "affiliate_payouts" USING btree ("tenant_id","affiliate_id","period");--> statement-breakpoint
CREATE INDEX "affiliates_status_idx" ON "affiliates" USING btree ("tenant_id","status");