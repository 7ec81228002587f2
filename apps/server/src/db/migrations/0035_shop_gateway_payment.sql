ALTER TABLE "shop_orders" ADD COLUMN "payment_method" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "payment_provider_ref" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "review_flag" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_payment_reference_uq" ON "shop_orders" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "shop_orders_waiting_payment_idx" ON "shop_orders" USING btree ("payment_expires_at") WHERE status = 'waiting_payment';