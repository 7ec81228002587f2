CREATE TABLE "account_tree" (
	"tenant_id" uuid NOT NULL,
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "account_tree_pk" PRIMARY KEY("tenant_id","ancestor_id","descendant_id"),
	CONSTRAINT "account_tree_depth_ck" CHECK (depth >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "agent_applications_status_ck" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "agent_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tree" ADD CONSTRAINT "account_tree_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tree_descendant_idx" ON "account_tree" USING btree ("tenant_id","descendant_id","depth");--> statement-breakpoint
CREATE INDEX "agent_applications_account_idx" ON "agent_applications" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_uq" ON "agent_applications" USING btree ("tenant_id","account_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_status_idx" ON "agent_applications" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
-- Hand-written (issue 18): the network's closure table follows accounts.referred_by through a trigger, so every
-- writer of accounts (registration, the Agent Center, seeds, an admin moving an account) keeps it in step.
CREATE OR REPLACE FUNCTION "account_tree_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "account_tree" ("tenant_id", "ancestor_id", "descendant_id", "depth")
    VALUES (NEW."tenant_id", NEW."id", NEW."id", 0);
    IF NEW."referred_by" IS NOT NULL THEN
      INSERT INTO "account_tree" ("tenant_id", "ancestor_id", "descendant_id", "depth")
      SELECT NEW."tenant_id", t."ancestor_id", NEW."id", t."depth" + 1
        FROM "account_tree" t
       WHERE t."tenant_id" = NEW."tenant_id" AND t."descendant_id" = NEW."referred_by";
    END IF;
    RETURN NEW;
  END IF;
  IF NEW."referred_by" IS NOT DISTINCT FROM OLD."referred_by" THEN
    RETURN NEW;
  END IF;
  IF NEW."referred_by" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "account_tree" t
     WHERE t."tenant_id" = NEW."tenant_id" AND t."ancestor_id" = NEW."id" AND t."descendant_id" = NEW."referred_by"
  ) THEN
    RAISE EXCEPTION 'account % cannot be placed under its own downline %', NEW."id", NEW."referred_by"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'account_tree_no_loop';
  END IF;
  -- The moved subtree leaves every old ancestor above the account...
  DELETE FROM "account_tree" t
   WHERE t."tenant_id" = NEW."tenant_id"
     AND t."descendant_id" IN (SELECT s."descendant_id" FROM "account_tree" s
                                WHERE s."tenant_id" = NEW."tenant_id" AND s."ancestor_id" = NEW."id")
     AND t."ancestor_id" NOT IN (SELECT s."descendant_id" FROM "account_tree" s
                                  WHERE s."tenant_id" = NEW."tenant_id" AND s."ancestor_id" = NEW."id");
  -- ...and joins every ancestor of the new upline.
  IF NEW."referred_by" IS NOT NULL THEN
    INSERT INTO "account_tree" ("tenant_id", "ancestor_id", "descendant_id", "depth")
    SELECT NEW."tenant_id", up."ancestor_id", sub."descendant_id", up."depth" + sub."depth" + 1
      FROM "account_tree" up
      JOIN "account_tree" sub ON sub."tenant_id" = NEW."tenant_id" AND sub."ancestor_id" = NEW."id"
     WHERE up."tenant_id" = NEW."tenant_id" AND up."descendant_id" = NEW."referred_by";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_tree_insert" AFTER INSERT ON "accounts" FOR EACH ROW EXECUTE FUNCTION "account_tree_sync"();
--> statement-breakpoint
CREATE TRIGGER "accounts_tree_move" AFTER UPDATE OF "referred_by" ON "accounts" FOR EACH ROW EXECUTE FUNCTION "account_tree_sync"();
--> statement-breakpoint
-- Backfill from referred_by (depth capped, so a loop in old data cannot run forever).
WITH RECURSIVE up ("tenant_id", "descendant_id", "ancestor_id", "next_id", "depth") AS (
  SELECT a."tenant_id", a."id", a."id", a."referred_by", 0 FROM "accounts" a
  UNION ALL
  SELECT u."tenant_id", u."descendant_id", p."id", p."referred_by", u."depth" + 1
    FROM up u JOIN "accounts" p ON p."tenant_id" = u."tenant_id" AND p."id" = u."next_id"
   WHERE u."depth" < 64 AND p."id" <> u."descendant_id"
)
INSERT INTO "account_tree" ("tenant_id", "ancestor_id", "descendant_id", "depth")
SELECT "tenant_id", "ancestor_id", "descendant_id", min("depth") FROM up GROUP BY 1, 2, 3
ON CONFLICT DO NOTHING;
