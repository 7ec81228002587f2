CREATE TABLE "h2h_calls" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"key_mode" text,
	"endpoint" text NOT NULL,
	"ref_id" text,
	"rc" text,
	"ip" text NOT NULL,
	"http_status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h2h_calls_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "h2h_credentials" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"username" text NOT NULL,
	"production_salt" text,
	"production_hash" text,
	"production_hint" text,
	"development_salt" text,
	"development_hash" text,
	"development_hint" text,
	"callback_url" text,
	"callback_secret" text,
	"rate_limit_per_minute" integer DEFAULT 600 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h2h_credentials_pk" PRIMARY KEY("tenant_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "h2h_ips" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h2h_ips_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "h2h_sandbox_transactions" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"ref_id" text NOT NULL,
	"buyer_sku_code" text NOT NULL,
	"customer_no" text NOT NULL,
	"status" text NOT NULL,
	"rc" text NOT NULL,
	"sn" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "h2h_sandbox_pk" PRIMARY KEY("tenant_id","account_id","ref_id")
);
--> statement-breakpoint
ALTER TABLE "h2h_calls" ADD CONSTRAINT "h2h_calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_credentials" ADD CONSTRAINT "h2h_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_ips" ADD CONSTRAINT "h2h_ips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_sandbox_transactions" ADD CONSTRAINT "h2h_sandbox_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "h2h_calls_account_idx" ON "h2h_calls" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "h2h_credentials_username_uq" ON "h2h_credentials" USING btree ("tenant_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "h2h_ips_account_ip_uq" ON "h2h_ips" USING btree ("tenant_id","account_id","ip");