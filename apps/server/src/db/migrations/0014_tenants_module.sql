CREATE TABLE "tenant_provider_credentials" (
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"label" text NOT NULL,
	"sealed_secrets" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenant_provider_credentials_tenant_id_provider_label_pk" PRIMARY KEY("tenant_id","provider","label")
);
--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "colors" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "features" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "live_chat" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "contact" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "deposit_settings" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "catalogue_settings" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "tenant_provider_credentials" ADD CONSTRAINT "tenant_provider_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;