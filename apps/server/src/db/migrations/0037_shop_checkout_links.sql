CREATE TABLE "shop_checkout_links" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_checkout_links_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "checkout_link_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "guest_token" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "shop_checkout_links" ADD CONSTRAINT "shop_checkout_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_checkout_links_code_uq" ON "shop_checkout_links" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "shop_coupon_uses_phone_idx" ON "shop_coupon_uses" USING btree ("tenant_id","coupon_id","buyer_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_guest_token_uq" ON "shop_orders" USING btree ("guest_token");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_guest_request_uq" ON "shop_orders" USING btree ("tenant_id","checkout_link_id","request_id") WHERE account_id is null;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_buyer_ck" CHECK (account_id is not null or buyer_phone is not null);--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_buyer_ck" CHECK ((account_id is not null) or (checkout_link_id is not null and guest_token is not null));