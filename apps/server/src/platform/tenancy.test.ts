import { queryRows } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapResponseSchema } from '@konter/shared/contracts/site';
import { auditEvents } from '../db/schema/audit.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { normalizeHost } from './tenancy.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('tenant resolution from the Host header', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LOCALHOST:3000', 'localhost'],
    ['127.0.0.1:51234', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['shop.example.com.', 'shop.example.com'],
    ['', null],
  ])('[PLT-01] normalises host %j to %j', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });

  it('[PLT-01] serves each demo tenant its own brand on its own host, whatever the port', async () => {
    const konter = await ctx.app.inject({ url: '/api/v1/site/bootstrap', headers: { host: 'localhost:3000' } });
    const mitra = await ctx.app.inject({ url: '/api/v1/site/bootstrap', headers: { host: '127.0.0.1:8123' } });
    expect(bootstrapResponseSchema.parse(konter.json()).preferences.tenant.brandName).toBe('Konter Pulsa');
    expect(bootstrapResponseSchema.parse(mitra.json()).preferences.tenant.brandName).toBe('Mitra Cell');
  });

  it('[PLT-01] an unknown host gets a clear 404 from the API and a 404 page, never another tenant', async () => {
    const api = await ctx.app.inject({ url: '/api/v1/site/bootstrap', headers: { host: 'evil.example' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Situs ini tidak terdaftar.', code: 'tenant_not_found' });
    const page = await ctx.app.inject({ url: '/', headers: { host: 'evil.example', 'accept-language': 'en' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This site is not registered.');
    expect(page.body).not.toContain('Konter Pulsa');
    expect(page.body).not.toContain('Mitra Cell');
  });

  it('[PLT-01] health answers on any host', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/health', headers: { host: '10.1.2.3' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('row-level security backs up the tenant filter', () => {
  it(`[PLT-01] a tenant transaction sees only its own rows, even with a crafted query`, async () => {
    const { konter, mitra } = ctx.tenantIds;
    await ctx.database.withTenant(konter, (tx) => ctx.app.services.audit.record(tx, konter, 'probe.konter'));
    await ctx.database.withTenant(mitra, (tx) => ctx.app.services.audit.record(tx, mitra, 'probe.mitra'));

    const seenByKonter = await ctx.database.withTenant(konter, (tx) =>
      queryRows<{ action: string; tenant_id: string }>(tx, sql`select action, tenant_id from audit_events`),
    );
    expect(seenByKonter.map((row) => row.action)).toEqual(['probe.konter']);

    // A query that forgets its tenant filter, or asks for another tenant's rows on purpose, still gets nothing.
    const crafted = await ctx.database.withTenant(konter, (tx) =>
      queryRows(tx, sql`select * from audit_events where tenant_id = ${mitra}`),
    );
    expect(crafted).toHaveLength(0);
  });

  it('[PLT-01] a tenant transaction cannot write or move rows into another tenant', async () => {
    const { konter, mitra } = ctx.tenantIds;
    await expect(
      ctx.database.withTenant(konter, (tx) => tx.insert(auditEvents).values({ tenantId: mitra, action: 'forged' })),
    ).rejects.toThrow();
    const moved = await ctx.database.withTenant(konter, (tx) =>
      queryRows(tx, sql`update audit_events set action = 'hijacked' where tenant_id = ${mitra}`),
    );
    expect(moved).toHaveLength(0);
    const mitraRows = await ctx.database.withTenant(mitra, (tx) =>
      queryRows<{ action: string }>(tx, sql`select action from audit_events where action = 'hijacked'`),
    );
    expect(mitraRows).toHaveLength(0);
  });

  it('[PLT-01] the application role is not the owner and cannot escape by resetting the tenant', async () => {
    const { konter } = ctx.tenantIds;
    const who = await ctx.database.withTenant(konter, (tx) =>
      queryRows<{ role: string; owner: string; forced: boolean }>(
        tx,
        sql`
        select current_user as role,
               (select pg_get_userbyid(relowner) from pg_class where relname = 'audit_events') as owner,
               (select relforcerowsecurity from pg_class where relname = 'audit_events') as forced`,
      ),
    );
    expect(who[0]?.role).toBe(ctx.database.appRole);
    expect(who[0]?.owner).not.toBe(ctx.database.appRole);
    expect(who[0]?.forced).toBe(true);
    const blank = await ctx.database.withTenant(konter, async (tx) => {
      await queryRows(tx, sql`select set_config('app.tenant_id', '', true)`);
      return queryRows(tx, sql`select * from audit_events`);
    });
    expect(blank).toHaveLength(0);
  });
});
