CREATE TABLE "mlo_customers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mlo_customers_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mlo_manifests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"account_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "mlo_manifests_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mlo_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"account_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"courier" text NOT NULL,
	"service" text NOT NULL,
	"awb" text,
	"status" text NOT NULL,
	"fee" bigint NOT NULL,
	"selling_price" bigint NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"packaging" text NOT NULL,
	"item_description" text NOT NULL,
	"item_value" bigint NOT NULL,
	"manifest_id" uuid,
	"tracking" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mlo_orders_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mlo_pos_settings" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"origin" jsonb NOT NULL,
	"sender_name" text NOT NULL,
	"sender_phone" text NOT NULL,
	"default_packaging" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mlo_pos_settings_pk" PRIMARY KEY("tenant_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "mlo_customers" ADD CONSTRAINT "mlo_customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlo_manifests" ADD CONSTRAINT "mlo_manifests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlo_orders" ADD CONSTRAINT "mlo_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlo_pos_settings" ADD CONSTRAINT "mlo_pos_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mlo_customers_uq" ON "mlo_customers" USING btree ("tenant_id","account_id","phone","address");--> statement-breakpoint
CREATE UNIQUE INDEX "mlo_manifests_code_uq" ON "mlo_manifests" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "mlo_manifests_account_idx" ON "mlo_manifests" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mlo_orders_ref_uq" ON "mlo_orders" USING btree ("tenant_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "mlo_orders_request_uq" ON "mlo_orders" USING btree ("tenant_id","account_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mlo_orders_awb_uq" ON "mlo_orders" USING btree ("tenant_id","courier","awb");--> statement-breakpoint
CREATE INDEX "mlo_orders_account_idx" ON "mlo_orders" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "mlo_orders_processing_idx" ON "mlo_orders" USING btree ("status","updated_at") WHERE status = 'processing';