import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { queryRows } from './client.ts';
import { rowFromJson } from './json-rows.ts';
import { accounts } from './schema/accounts.ts';
import { products } from './schema/ppob-catalogue.ts';
import { tenants } from './schema/tenants.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('rows read as jsonb', () => {
  it('come out exactly as Drizzle selects them: dates, bigints, arrays, jsonb and nulls', async () => {
    await database.withSystem(async (tx) => {
      const cases = [
        { table: accounts, order: accounts.id, name: 'id' },
        { table: products, order: products.code, name: 'code' },
        { table: tenants, order: tenants.id, name: 'id' },
      ];
      for (const { table, order, name } of cases) {
        const selected = await tx.select().from(table).orderBy(order).limit(20);
        expect(selected.length).toBeGreaterThan(0);
        const raws = await queryRows<{ json: Record<string, unknown> }>(
          tx,
          sql`select to_jsonb(t) as json from ${table} t order by ${sql.identifier(name)} limit 20`,
        );
        expect(raws.map((raw) => rowFromJson(table, raw.json))).toEqual(selected);
      }
      const [member] = await tx.select().from(accounts).where(eq(accounts.role, 'member')).limit(1);
      expect(member?.createdAt).toBeInstanceOf(Date);
    });
    expect(rowFromJson(accounts, null)).toBeNull();
  });
});
