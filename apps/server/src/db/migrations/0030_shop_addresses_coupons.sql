CREATE TABLE "shop_addresses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"area_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"sub_district" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"detail" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_addresses_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_coupon_uses" (
	"tenant_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"discount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupon_uses_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" bigint,
	"min_spend" bigint DEFAULT 0 NOT NULL,
	"per_account_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupons_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_coupons_values_ck" CHECK (value > 0 and (kind <> 'percent' or value <= 100) and min_spend >= 0 and per_account_limit >= 1
        and (total_limit is null or total_limit >= 0) and used_count >= 0
        and (total_limit is null or used_count <= total_limit) and ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "shop_addresses" ADD CONSTRAINT "shop_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_addresses_account_idx" ON "shop_addresses" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_addresses_primary_uq" ON "shop_addresses" USING btree ("tenant_id","account_id") WHERE is_primary;--> statement-breakpoint
CREATE INDEX "shop_coupon_uses_account_idx" ON "shop_coupon_uses" USING btree ("tenant_id","coupon_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupons_code_uq" ON "shop_coupons" USING btree ("tenant_id","code");