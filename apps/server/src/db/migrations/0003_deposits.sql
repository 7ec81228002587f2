CREATE TABLE "bank_mutations" (
	"tenant_id" uuid NOT NULL,
	"mutation_id" text NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"deposit_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_mutations_pk" PRIMARY KEY("tenant_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_accruals" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"earned_on" date NOT NULL,
	"source" text NOT NULL,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_accruals_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_amount" bigint,
	"underpayment" bigint,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_requests_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "deposit_transfers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_transfers_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"unique_code" integer DEFAULT 0 NOT NULL,
	"charged" bigint NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"holder_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"payment_url" text,
	"process_date" date,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_amount" bigint,
	"review_flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "webhook_inbox" (
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"delivery_id" text NOT NULL,
	"reference" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "webhook_inbox_pk" PRIMARY KEY("tenant_id","provider","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "bank_mutations" ADD CONSTRAINT "bank_mutations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_accruals" ADD CONSTRAINT "cashback_accruals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD CONSTRAINT "deposit_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD CONSTRAINT "webhook_inbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_accruals_source_uq" ON "cashback_accruals" USING btree ("tenant_id","source");--> statement-breakpoint
CREATE INDEX "cashback_accruals_pending_idx" ON "cashback_accruals" USING btree ("tenant_id","credited_at","earned_on");--> statement-breakpoint
CREATE INDEX "deposit_requests_account_idx" ON "deposit_requests" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_transfers_code_uq" ON "deposit_transfers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "deposit_transfers_sender_idx" ON "deposit_transfers" USING btree ("tenant_id","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_transfers_receiver_idx" ON "deposit_transfers" USING btree ("tenant_id","receiver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_code_uq" ON "deposits" USING btree ("code");--> statement-breakpoint
CREATE INDEX "deposits_account_idx" ON "deposits" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("tenant_id","status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_bank_amount_uq" ON "deposits" USING btree ("tenant_id","process_date","charged") WHERE provider = 'bank' and status = 'pending';