import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { h2hCalls, h2hCredentials, h2hIps } from '../../db/schema/h2h.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { newCallbackSecret } from './h2h.keys.ts';

/** The demo reseller: a developer account of its own, so the reseller journey changes no other demo account. */
export const demoResellerPhone = '081234560110';
/** Its API username (the same on both demo sites: a username is unique per site). */
export const demoResellerUsername = 'demoreseller';

/**
 * The demo's reseller API (issue 19): a developer whose server address (127.0.0.1, the demo's own machine) an admin
 * approved and a second address still pending (the back office's IP list has one to decide), and a few recent calls,
 * so `/account/developer` and `/admin/developer` show the flow after `npm start`. No key is seeded: a key is derived
 * from the installation's secret and shown once, so the developer makes one on the screen. Idempotent.
 */
export async function seedDemoReseller(
  database: Database,
  tenantId: string,
  clock: Clock,
  secrets: { password: string; pin: string },
): Promise<void> {
  const now = clock.now();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const [passwordHash, pinHash] = await Promise.all([hashSecret(secrets.password), hashSecret(secrets.pin)]);
  await database.withTenant(tenantId, async (tx) => {
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, demoResellerPhone)));
    if (existing) return;
    const [account] = await tx
      .insert(accounts)
      .values({
        tenantId,
        name: 'Demo Reseller API',
        email: 'reseller@demo.konter.id',
        phone: demoResellerPhone,
        passwordHash,
        pinHash,
        role: 'developer',
        referralCode: 'DEMORESELLER110',
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
        createdAt: minutesAgo(60 * 24 * 7),
        updatedAt: now,
      })
      .returning({ id: accounts.id });
    if (!account) return;
    await tx.insert(h2hCredentials).values({
      tenantId,
      accountId: account.id,
      username: demoResellerUsername,
      callbackSecret: newCallbackSecret(),
      createdAt: minutesAgo(60 * 24 * 7),
      updatedAt: now,
    });
    await tx.insert(h2hIps).values([
      {
        tenantId,
        accountId: account.id,
        ip: '127.0.0.1',
        status: 'approved',
        decidedAt: minutesAgo(60 * 24 * 6),
        createdAt: minutesAgo(60 * 24 * 7),
      },
      { tenantId, accountId: account.id, ip: '203.0.113.50', status: 'pending', createdAt: minutesAgo(30) },
    ]);
    const call = (minutes: number, endpoint: string, rc: string, refId: string | null = null) => ({
      tenantId,
      accountId: account.id,
      keyMode: 'development' as const,
      endpoint,
      refId,
      rc,
      ip: '127.0.0.1',
      httpStatus: rc === '00' || rc === '03' ? 200 : 400,
      durationMs: 12,
      createdAt: minutesAgo(minutes),
    });
    await tx
      .insert(h2hCalls)
      .values([
        call(90, '/v1/cek-saldo', '00'),
        call(88, '/v1/price-list', '00'),
        call(85, '/v1/transaction', '03', 'DEMO-0001'),
        call(80, '/v1/transaction', '00', 'DEMO-0001'),
        call(75, '/v1/transaction', '41', 'DEMO-0002'),
      ]);
  });
}
