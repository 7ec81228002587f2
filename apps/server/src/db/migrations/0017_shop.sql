CREATE TABLE "shop_cart_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_cart_items_quantity_ck" CHECK (quantity >= 1)
);
--> statement-breakpoint
CREATE TABLE "shop_collections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "shop_collections_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"shipping_service" text NOT NULL,
	"receipt_number" text,
	"cancel_reason" text,
	"items_total" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"coupon_discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_orders_total_ck" CHECK (total = items_total + delivery_fee - coupon_discount and total >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text,
	"weight" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"gross_price" bigint,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_products_amounts_ck" CHECK (price >= 0 and stock >= 0 and weight > 0 and min_quantity >= 1)
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"options" jsonb NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_variants_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_variants_amounts_ck" CHECK (price >= 0 and stock >= 0)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "shop_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collections" ADD CONSTRAINT "shop_collections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cart_items_line_uq" ON "shop_cart_items" USING btree ("tenant_id","account_id","product_id",coalesce(variant_id, '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_collections_slug_uq" ON "shop_collections" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_number_uq" ON "shop_orders" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_request_uq" ON "shop_orders" USING btree ("tenant_id","account_id","request_id");--> statement-breakpoint
CREATE INDEX "shop_orders_account_idx" ON "shop_orders" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_slug_uq" ON "shop_products" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "shop_variants_product_idx" ON "shop_variants" USING btree ("tenant_id","product_id");