ALTER TABLE "shop_orders" ADD COLUMN "gateway_refund_amount" integer;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "gateway_refund_ref" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "gateway_refunded_at" timestamp with time zone;