CREATE TABLE "agent_loan_deposits" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"approved_amount" bigint,
	"status" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_loan_deposits_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "agent_loan_deposits_amount_ck" CHECK (amount > 0 and (approved_amount is null or approved_amount >= 0)),
	CONSTRAINT "agent_loan_deposits_status_ck" CHECK (status in ('deposited', 'approved', 'half_approved', 'not_deposited'))
);
--> statement-breakpoint
CREATE TABLE "agent_loans" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"lender_id" uuid,
	"requested_by" uuid NOT NULL,
	"status" text NOT NULL,
	"credit_limit" bigint NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"previous_due_date" date,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_loans_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "agent_loans_status_ck" CHECK (status in ('pending', 'active', 'inactive', 'rejected')),
	CONSTRAINT "agent_loans_amounts_ck" CHECK (credit_limit > 0 and used >= 0 and collected >= 0 and collected <= used),
	CONSTRAINT "agent_loans_limit_ck" CHECK (used - collected <= credit_limit)
);
--> statement-breakpoint
ALTER TABLE "agent_loan_deposits" ADD CONSTRAINT "agent_loan_deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_loans" ADD CONSTRAINT "agent_loans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_loan_deposits_loan_idx" ON "agent_loan_deposits" USING btree ("tenant_id","loan_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_loan_deposits_status_idx" ON "agent_loan_deposits" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_loans_open_uq" ON "agent_loans" USING btree ("tenant_id","account_id") WHERE status in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "agent_loans_account_idx" ON "agent_loans" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_loans_status_idx" ON "agent_loans" USING btree ("tenant_id","status","due_date");