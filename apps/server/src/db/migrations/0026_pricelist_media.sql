CREATE TABLE "pricelist_media" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"image" text NOT NULL,
	"top_text" text DEFAULT '' NOT NULL,
	"bottom_text" text DEFAULT '' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"items" jsonb NOT NULL,
	"customization" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricelist_media_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pricelist_media" ADD CONSTRAINT "pricelist_media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricelist_media_account_idx" ON "pricelist_media" USING btree ("tenant_id","account_id","updated_at");