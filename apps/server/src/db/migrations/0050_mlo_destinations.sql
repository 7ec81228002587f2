-- MLO-05, MLO-06: the destination of the courier's own list an order was sent to, and the address book's district
-- of the shop's region data (code and names) with the destination last picked for it, by courier.
ALTER TABLE "mlo_customers" ADD COLUMN "area_code" text;--> statement-breakpoint
ALTER TABLE "mlo_customers" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "mlo_customers" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "mlo_customers" ADD COLUMN "destinations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mlo_orders" ADD COLUMN "destination" jsonb;