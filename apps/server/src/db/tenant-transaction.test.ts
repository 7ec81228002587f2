import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, tenantIdBySlug } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { openDatabase, queryRows, queryText } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Session = { role: string; tenant: string | null; tenants: number };
const sessionText = `select current_user as role, current_setting('app.tenant_id', true) as tenant,
  (select count(distinct tenant_id)::int from accounts) as tenants`;

describe('a tenant transaction (decision 043)', () => {
  it('[PLT-01] runs as the application role with its tenant, sees that tenant alone, and leaves neither behind', async () => {
    const konter = await tenantIdBySlug(database, 'konter-pulsa');
    const mitra = await tenantIdBySlug(database, 'mitra-cell');
    // Several rounds on a pool of few connections: each connection opens transactions for both tenants in turn.
    for (let round = 0; round < 3; round += 1) {
      for (const tenantId of [konter, mitra]) {
        const [inside] = await database.withTenant(tenantId, (tx) => queryText<Session>(tx, sessionText, []));
        expect(inside).toEqual({ role: database.appRole, tenant: tenantId, tenants: 1 });
      }
    }
    const outside = await database.withSystem((tx) => queryText<Session>(tx, sessionText, []));
    expect(outside[0]?.role).not.toBe(database.appRole);
    expect(outside[0]?.tenants).toBeGreaterThan(1);
    expect(outside[0]?.tenant ?? '').toBe('');
  });

  it('answers its first statement with that statement’s rows only, whatever the opening sent', async () => {
    const konter = await tenantIdBySlug(database, 'konter-pulsa');
    const rows = await database.withTenant(konter, (tx) =>
      queryRows<{ n: number }>(tx, sql`select generate_series(1, 3) as n`),
    );
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const none = await database.withTenant(konter, (tx) => queryRows(tx, sql`select 1 where false`));
    expect(none).toEqual([]);
  });

  it('refuses an id that is not a tenant id before sending anything', async () => {
    expect(() => database.withTenant('konter-pulsa', async () => 1)).toThrow('withTenant needs a tenant id');
  });

  it('refuses a second statement sent while the first still runs on its connection, and leaves the pool usable', async () => {
    const konter = await tenantIdBySlug(database, 'konter-pulsa');
    const both = database.withTenant(konter, (tx) =>
      Promise.all([
        queryText(tx, 'select pg_sleep(0.05), $1::int as n', [1]),
        queryText(tx, 'select $1::int as n', [2]),
      ]),
    );
    await expect(both).rejects.toThrow('A statement was sent while another still runs on its connection');
    // One after another, the same statements go through, on a connection of the same pool.
    const rows = await database.withTenant(konter, async (tx) => [
      ...(await queryText<{ n: number }>(tx, 'select $1::int as n', [1])),
      ...(await queryText<{ n: number }>(tx, 'select $1::int as n', [2])),
    ]);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('lets them wait behind each other when told to (production)', async () => {
    const lenient = await openDatabase({ url: database.url, appRole: database.appRole, strictStatements: false });
    try {
      const konter = await tenantIdBySlug(lenient, 'konter-pulsa');
      const rows = await lenient.withTenant(konter, (tx) =>
        Promise.all([queryText(tx, 'select $1::int as n', [1]), queryText(tx, 'select $1::int as n', [2])]),
      );
      expect(rows.flat()).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await lenient.close();
    }
  });
});
