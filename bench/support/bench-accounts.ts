/**
 * Buyers for the purchase benchmarks: many accounts with a trusted device, a live session and money on their
 * deposit, written in bulk (a real login per account would spend an argon2 password check each, minutes for
 * 10,000). Money goes through the ledger like any adjustment, so the ledger audit holds afterwards.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/server/src/db/client.ts';
import { accounts, devices, sessions } from '../../apps/server/src/db/schema/accounts.ts';
import { auditLedger, holderCode, houseCodes, postTransfer } from '../../apps/server/src/modules/ledger/index.ts';
import { findTenantBySlug } from '../../apps/server/src/modules/tenants/index.ts';
import { hashSecret, newToken, sha256 } from '../../apps/server/src/platform/secrets.ts';
import type { Tenant } from '../../apps/server/src/platform/tenancy.ts';

export const benchPin = '135790';
export const benchProduct = 'tsel10';

export type BenchBuyer = { accountId: string; sessionToken: string };

export async function demoTenant(database: Database, slug = 'konter-pulsa'): Promise<Tenant> {
  const tenant = await findTenantBySlug(database.db, slug);
  if (!tenant) throw new Error(`demo tenant ${slug} missing: seed first`);
  return tenant;
}

/** Telkomsel numbers, distinct for every index below 10^8 (tsel10 accepts only Telkomsel numbers). */
export function telkomselNumber(index: number): string {
  const prefixes = ['0811', '0812', '0813', '0821', '0822', '0823', '0852', '0853'];
  return `${prefixes[index % prefixes.length] ?? '0812'}${String(index).padStart(8, '0')}`;
}

/** `count` members with a PIN, a trusted device, a session and `deposit` Rupiah each. */
export async function createBuyers(
  database: Database,
  tenantId: string,
  options: { count: number; deposit: number; pinHash: string; group?: number },
): Promise<BenchBuyer[]> {
  const now = new Date();
  const passwordHash = await hashSecret(randomBytes(12).toString('base64url'));
  const buyers: BenchBuyer[] = [];
  const chunk = 500;
  for (let start = 0; start < options.count; start += chunk) {
    const size = Math.min(chunk, options.count - start);
    const tokens = Array.from({ length: size }, () => newToken());
    const created = await database.withTenant(tenantId, async (tx) => {
      const rows = await tx
        .insert(accounts)
        .values(
          tokens.map((_, offset) => {
            // Phone, e-mail and referral code are unique per tenant: `group` keeps separate calls apart.
            const serial = `${options.group ?? 0}${String(start + offset).padStart(6, '0')}`;
            return {
              tenantId,
              name: `Bench ${serial}`,
              email: `bench${serial}@example.com`,
              phone: `08577${serial}`,
              passwordHash,
              pinHash: options.pinHash,
              role: 'member' as const,
              referralCode: `BN${serial}`,
              emailVerifiedAt: now,
              phoneVerifiedAt: now,
              createdAt: now,
              updatedAt: now,
            };
          }),
        )
        .returning({ id: accounts.id });
      const deviceRows = await tx
        .insert(devices)
        .values(
          rows.map((row) => ({
            tenantId,
            accountId: row.id,
            keyHash: sha256(newToken()),
            label: 'bench',
            ip: '127.0.0.1',
            status: 'trusted' as const,
            decidedAt: now,
            lastActivityAt: now,
            createdAt: now,
          })),
        )
        .returning({ id: devices.id, accountId: devices.accountId });
      await tx.insert(sessions).values(
        deviceRows.map((device, offset) => ({
          tenantId,
          tokenHash: sha256(tokens[offset] ?? ''),
          accountId: device.accountId,
          deviceId: device.id,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
        })),
      );
      await postTransfer(tx, tenantId, {
        idempotencyKey: `bench:fund:${options.group ?? 0}:${start}:${now.getTime()}`,
        kind: 'test.fund',
        at: now,
        legs: [
          ...rows.map((row) => ({ code: holderCode('deposit', row.id), amount: options.deposit })),
          { code: houseCodes.adjustments, amount: -options.deposit * rows.length },
        ],
      });
      return deviceRows.map((device, offset) => ({ accountId: device.accountId, sessionToken: tokens[offset] ?? '' }));
    });
    buyers.push(...created);
  }
  return buyers;
}

/** After a run: every purchase left its row and its dispatch job, and the ledger audit (balances = entries) holds. */
export async function committedReport(database: Database): Promise<string> {
  const [counts] = await database.withSystem((tx) =>
    queryRows<{ purchases: string; jobs: string }>(
      tx,
      sql`select (select count(*) from prepaid_transactions) as purchases,
                 (select count(*) from pgboss.job where name = 'purchases.dispatch') as jobs`,
    ),
  );
  const problems = await auditLedger(database);
  const audit = problems.length === 0 ? 'clean' : `${problems.length} problems, first ${JSON.stringify(problems[0])}`;
  return `committed: ${counts?.purchases} purchases, ${counts?.jobs} dispatch jobs; ledger audit ${audit}`;
}
