import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsSchema, notificationListSchema } from '@konter/shared/contracts/notifications';
import { queryRows } from '../../db/client.ts';
import { buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The demo admin, logged in once (a second browser would be a new device waiting for approval). */
let adminBrowser: TestBrowser | null = null;
async function admin() {
  if (adminBrowser) return adminBrowser;
  const browser = await new TestBrowser(ctx.app, 'localhost').open();
  const login = await browser.post('/api/v1/auth/login', { login: '081234560009', password: 'demo12345' });
  expect(login.statusCode, login.body).toBe(200);
  adminBrowser = browser;
  return browser;
}

describe('admin news', () => {
  it('[NTF-01] an admin writes news for one role: each active account of that role gets it in its news period, with delivery and read counts', async () => {
    const member = await buyer(ctx, { deposit: 0 });
    const agent = await buyer(ctx, { deposit: 0, role: 'agent' });
    const mitraMember = await buyer(ctx, { deposit: 0, tenant: 'mitra' });
    const { konter } = ctx.tenantIds;
    const [members] = await ctx.database.withTenant(konter, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from accounts where role = 'member' and status = 'active'`,
      ),
    );
    const browser = await admin();
    const sent = await browser.post('/api/v1/admin/notifications/news', {
      title: 'Promo pulsa',
      body: 'Diskon Rp 500 untuk semua pulsa hari Minggu.',
      role: 'member',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const news = newsSchema.parse(sent.json().data);
    expect(news.deliveries).toEqual({ in_app: members?.n, push: 0 });

    const inbox = notificationListSchema.parse((await member.browser.get('/api/v1/notification/news')).json());
    expect(inbox.data).toHaveLength(1);
    expect(inbox.data[0]).toMatchObject({ kind: 'news', type: 'news', params: { title: 'Promo pulsa' } });
    expect(inbox.unread).toBe(1);
    // Not in today's own notifications, not for another role, not in another tenant.
    expect((await member.browser.get('/api/v1/notification/today')).json().data).toHaveLength(0);
    expect((await agent.browser.get('/api/v1/notification/news')).json().data).toHaveLength(0);
    expect((await mitraMember.browser.get('/api/v1/notification/news')).json().data).toHaveLength(0);

    await member.browser.post('/api/v1/notification/mark-as-read', { id: inbox.data[0]?.id });
    const listed = (await browser.get('/api/v1/admin/notifications/news')).json().data as {
      id: string;
      read: number;
    }[];
    expect(listed.find((item) => item.id === news.id)?.read).toBe(1);

    // Written to the tenant's audit trail: who and what.
    const [entry] = await ctx.database.withTenant(konter, (tx) =>
      queryRows<{ actor: string; details: { news_id: string } }>(
        tx,
        sql`select actor, details from audit_events where action = 'notification.news_published' order by created_at desc limit 1`,
      ),
    );
    expect(entry?.details.news_id).toBe(news.id);
  });

  it('[NTF-01] news for everyone reaches every role; a member may not write news; an empty title is a field error', async () => {
    const agent = await buyer(ctx, { deposit: 0, role: 'agent' });
    const browser = await admin();
    const sent = await browser.post('/api/v1/admin/notifications/news', {
      title: 'Libur',
      body: 'Layanan tetap buka.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = (await agent.browser.get('/api/v1/notification/news')).json().data as { params: { title: string } }[];
    expect(inbox.map((item) => item.params.title)).toContain('Libur');

    const refused = await agent.browser.post('/api/v1/admin/notifications/news', { title: 'x', body: 'y' });
    expect(refused.statusCode).toBe(403);
    const empty = await browser.post('/api/v1/admin/notifications/news', { title: ' ', body: 'y' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title).toHaveLength(1);
  });
});
