CREATE TABLE "agent_prices" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"selling_price" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_prices_pk" PRIMARY KEY("tenant_id","account_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "name_checks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"family" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"name" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_checks_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "prepaid_transactions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ref_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_number" text,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"family" text NOT NULL,
	"operator" text NOT NULL,
	"operator_name" text NOT NULL,
	"nominal" bigint,
	"destination" text NOT NULL,
	"customer_name" text,
	"price" bigint NOT NULL,
	"buying_price" bigint NOT NULL,
	"selling_price" bigint NOT NULL,
	"cashback" bigint DEFAULT 0 NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"supplier" text,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rc" text,
	"serial_number" text,
	"failed_reason" text,
	"review_flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_at" timestamp with time zone,
	CONSTRAINT "prepaid_transactions_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"tenant_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"supplier" text NOT NULL,
	"price" bigint NOT NULL,
	"active" boolean NOT NULL,
	"cut_off_start" text,
	"cut_off_end" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_offers_pk" PRIMARY KEY("tenant_id","product_code","supplier")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"family" text NOT NULL,
	"operator" text NOT NULL,
	"operator_name" text NOT NULL,
	"mobile_operator" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"nominal" bigint,
	"buying_price" bigint NOT NULL,
	"member_price" bigint NOT NULL,
	"agent_price" bigint NOT NULL,
	"master_price" bigint NOT NULL,
	"manual_prices" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"manual_status" boolean DEFAULT false NOT NULL,
	"cut_off_start" text,
	"cut_off_end" text,
	"promo" boolean DEFAULT false NOT NULL,
	"sold_qty" integer DEFAULT 0 NOT NULL,
	"cashback" bigint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "receipt_settings" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_address" boolean DEFAULT false NOT NULL,
	"large_text" boolean DEFAULT false NOT NULL,
	"large_serial" boolean DEFAULT true NOT NULL,
	"note_left" boolean DEFAULT false NOT NULL,
	"paper_width" text DEFAULT '58' NOT NULL,
	"font_size" text DEFAULT 'regular' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_settings_pk" PRIMARY KEY("tenant_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_callbacks" (
	"supplier" text NOT NULL,
	"delivery_id" text NOT NULL,
	"ref_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "supplier_callbacks_pk" PRIMARY KEY("supplier","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "catalogue_settings" jsonb DEFAULT '{"sameNumberDailyLimit":1,"persistentNumber":true,"persistentPassword":false,"pricing":{"member":{"percent":2,"minimum":200},"agent":{"percent":1,"minimum":100},"master":{"percent":0.5,"minimum":50}},"processingTimeoutMinutes":1440,"excelTrxLimit":1000}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_prices" ADD CONSTRAINT "agent_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_checks" ADD CONSTRAINT "name_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD CONSTRAINT "prepaid_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_settings" ADD CONSTRAINT "receipt_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_transactions_ref_uq" ON "prepaid_transactions" USING btree ("tenant_id","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_transactions_request_uq" ON "prepaid_transactions" USING btree ("tenant_id","account_id","request_key");--> statement-breakpoint
CREATE INDEX "prepaid_transactions_account_idx" ON "prepaid_transactions" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "prepaid_transactions_processing_idx" ON "prepaid_transactions" USING btree ("status","updated_at") WHERE status = 'processing';--> statement-breakpoint
CREATE INDEX "prepaid_transactions_daily_idx" ON "prepaid_transactions" USING btree ("tenant_id","account_id","destination","product_code");--> statement-breakpoint
CREATE INDEX "products_family_idx" ON "products" USING btree ("tenant_id","family","operator","sort_order");--> statement-breakpoint
CREATE INDEX "supplier_callbacks_pending_idx" ON "supplier_callbacks" USING btree ("received_at") WHERE processed_at is null;