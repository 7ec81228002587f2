import { queryRows } from './client.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemoTenants } from './seed/demo-tenants.ts';
import { tenants } from './schema/tenants.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'konter-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB === 'pglite')('the embedded database on disk', () => {
  it('[PLT-01] keeps tenants and their data across a restart, and migrating again changes nothing', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir, appRole: 'konter_app' });
    await migrateDatabase(first);
    const ids = await seedDemoTenants(first);
    const konter = ids['konter-pulsa'];
    if (!konter) throw new Error('no demo tenant');
    await first.withTenant(konter, (tx) =>
      queryRows(tx, sql`insert into audit_events (tenant_id, action) values (${konter}, 'before.restart')`),
    );
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir, appRole: 'konter_app' });
    await migrateDatabase(second);
    await seedDemoTenants(second);
    const brands = (await second.db.select({ brand: tenants.brandName }).from(tenants)).map((row) => row.brand);
    expect(brands.sort()).toEqual(['Konter Pulsa', 'Mitra Cell']);
    const events = await second.withTenant(konter, (tx) =>
      queryRows<{ action: string }>(tx, sql`select action from audit_events`),
    );
    expect(events.map((row) => row.action)).toEqual(['before.restart']);
    await second.close();
  });
});
