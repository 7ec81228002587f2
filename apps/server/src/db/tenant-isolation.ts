import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Tables that hold a `tenant_id` but are read before a tenant is known. */
const globalTablesWithTenantColumn = ['tenant_hosts'];

/**
 * Row-level security as a second line behind the `tenant_id` in every query: run after every migration, it finds
 * each table of the public schema that carries `tenant_id` and makes sure it is ENABLEd and FORCEd with a policy
 * that lets the application role see only the tenant of the current transaction. A table added later is covered
 * without anyone having to remember. The owner keeps a permissive policy for migrations and cross-tenant jobs.
 */
export async function applyTenantIsolation(database: Database): Promise<void> {
  const role = database.appRole;
  const globals = globalTablesWithTenantColumn.map((name) => `'${name}'`).join(', ');
  await database.db.execute(
    sql.raw(`
DO $konter$
DECLARE
  t record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
    EXECUTE format('CREATE ROLE %I NOLOGIN', '${role}');
  END IF;
  IF NOT pg_has_role(current_user, '${role}', 'MEMBER') THEN
    EXECUTE format('GRANT %I TO %I', '${role}', current_user);
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', '${role}');
  EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', '${role}');
  FOR t IN
    SELECT c.relname AS name,
           EXISTS (SELECT 1 FROM information_schema.columns col
                    WHERE col.table_schema = 'public' AND col.table_name = c.relname AND col.column_name = 'tenant_id')
             AND c.relname NOT IN (${globals}) AS scoped
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    IF t.scoped THEN
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO %I', t.name, '${role}');
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.name);
      EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.name);
      IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.name AND policyname = 'tenant_isolation') THEN
        EXECUTE format($p$CREATE POLICY tenant_isolation ON %I TO %I
          USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
          WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)$p$, t.name, '${role}');
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.name AND policyname = 'system_access') THEN
        EXECUTE format('CREATE POLICY system_access ON %I TO %I USING (true) WITH CHECK (true)', t.name, current_user);
      END IF;
    ELSE
      EXECUTE format('GRANT SELECT ON %I TO %I', t.name, '${role}');
    END IF;
  END LOOP;
END
$konter$;`),
  );
}
