CREATE TABLE "error_counts" (
	"tenant_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "error_counts_pk" PRIMARY KEY("tenant_id","minute","source")
);
--> statement-breakpoint
ALTER TABLE "error_counts" ADD CONSTRAINT "error_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;