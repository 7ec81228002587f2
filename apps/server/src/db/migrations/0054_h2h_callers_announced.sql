-- Decision 045: each process keeps the reseller API's callers (credentials, approved addresses, account) in memory
-- instead of reading them on every call. Whatever changes what a caller may do announces it on konter_h2h_callers,
-- whichever code or plain SQL makes the change, and every process clears its copy when it hears it: a rotated key,
-- an address approved, rejected or removed, a rate limit, an account's role, status or grants.
CREATE FUNCTION konter_announce_h2h_callers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('konter_h2h_callers', OLD.tenant_id::text);
  ELSE
    PERFORM pg_notify('konter_h2h_callers', NEW.tenant_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER h2h_credentials_announced AFTER INSERT OR UPDATE OR DELETE ON h2h_credentials
  FOR EACH ROW EXECUTE FUNCTION konter_announce_h2h_callers();
--> statement-breakpoint
CREATE TRIGGER h2h_ips_announced AFTER INSERT OR UPDATE OR DELETE ON h2h_ips
  FOR EACH ROW EXECUTE FUNCTION konter_announce_h2h_callers();
--> statement-breakpoint
CREATE TRIGGER accounts_h2h_announced AFTER UPDATE OF role, status, grants, is_agen_mlo ON accounts
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.grants IS DISTINCT FROM NEW.grants OR OLD.is_agen_mlo IS DISTINCT FROM NEW.is_agen_mlo
  ) EXECUTE FUNCTION konter_announce_h2h_callers();
--> statement-breakpoint
CREATE TRIGGER accounts_h2h_announced_delete AFTER DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION konter_announce_h2h_callers();
