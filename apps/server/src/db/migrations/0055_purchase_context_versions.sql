-- Decision 051: a purchase through the reseller API or a spreadsheet row may skip its read of what it decides on
-- (the product, the account, the pricing of its uplines, the agent's selling price) when the process already holds
-- it, and send its one statement with its COMMIT. Every change to those rows moves the tenant's version, whichever
-- code or plain SQL makes it; the purchase's statement refuses as 'stale' when the version it was decided on has
-- moved since, and the purchase runs again from a fresh read. No change is ever missed, and no message is needed.
-- The triggers are deferred to the commit: the tenant's counter row is locked last and only for the commit, so two
-- transactions changing the same rows in different orders wait on those rows as before and never on each other's
-- counter (no deadlock), and the move commits together with the change it stands for.
CREATE TABLE purchase_context_versions (
  tenant_id uuid PRIMARY KEY NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE FUNCTION konter_purchase_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
BEGIN
  INSERT INTO purchase_context_versions AS v (tenant_id, version) VALUES (changed, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A product's every column but its promo count (written by each promo purchase) and its update time (touched by
-- every supplier sync, changed or not).
CREATE CONSTRAINT TRIGGER products_purchase_context AFTER UPDATE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'sold_qty' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'sold_qty' - 'updated_at'))
  EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_purchase_context_delete AFTER DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
-- What a purchase reads of the buyer and of its uplines.
CREATE CONSTRAINT TRIGGER accounts_purchase_context AFTER UPDATE OF role, status, developer_mode, phone_verified_at, pin_hash ON accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.developer_mode IS DISTINCT FROM NEW.developer_mode
    OR OLD.phone_verified_at IS DISTINCT FROM NEW.phone_verified_at OR OLD.pin_hash IS DISTINCT FROM NEW.pin_hash
  ) EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER accounts_purchase_context_delete AFTER DELETE ON accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER account_tree_purchase_context AFTER INSERT OR UPDATE OR DELETE ON account_tree
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER agent_prices_purchase_context AFTER INSERT OR UPDATE OR DELETE ON agent_prices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER pricing_tiers_purchase_context AFTER INSERT OR UPDATE OR DELETE ON pricing_tiers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER pricing_product_overrides_purchase_context AFTER INSERT OR UPDATE OR DELETE ON pricing_product_overrides
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION konter_purchase_context_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER pricing_downline_markups_purchase_context AFTER INSERT OR UPDATE OR DELETE ON pricing_downline_markups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION konter_purchase_context_changed();
