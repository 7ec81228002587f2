ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
-- House accounts keep no running balance any more (decision 028): their balance is the sum of their entries.
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "owner_id" IS NULL;
