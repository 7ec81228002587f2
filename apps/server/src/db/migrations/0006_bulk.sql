CREATE TABLE "bulk_rows" (
	"tenant_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"destination" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text,
	"order_number" text,
	"selling_price" bigint,
	"price" bigint,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"ref_id" text,
	"failure" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_rows_pk" PRIMARY KEY("tenant_id","upload_id","line")
);
--> statement-breakpoint
CREATE TABLE "bulk_uploads" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_on" date NOT NULL,
	"rows" integer NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"total_price" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"result_file_name" text NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_uploads_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_upload_fk" FOREIGN KEY ("tenant_id","upload_id") REFERENCES "public"."bulk_uploads"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_rows_pending_idx" ON "bulk_rows" USING btree ("tenant_id","upload_id","status") WHERE status in ('queued', 'placed');--> statement-breakpoint
CREATE INDEX "bulk_rows_order_idx" ON "bulk_rows" USING btree ("tenant_id","order_number") WHERE order_number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_uploads_file_day_uq" ON "bulk_uploads" USING btree ("tenant_id","account_id","file_name","uploaded_on");--> statement-breakpoint
CREATE INDEX "bulk_uploads_account_idx" ON "bulk_uploads" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_uploads_created_idx" ON "bulk_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bulk_uploads_active_idx" ON "bulk_uploads" USING btree ("status","updated_at") WHERE status in ('queued', 'processing');