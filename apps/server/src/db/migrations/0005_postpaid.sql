ALTER TABLE "prepaid_transactions" ADD COLUMN "kind" text DEFAULT 'prepaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD COLUMN "bill" jsonb;