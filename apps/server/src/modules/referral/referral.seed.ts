import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { affiliateValidityMonths } from '@konter/shared/contracts/referral';
import { jakartaDate } from '@konter/shared/time/jakarta';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { affiliateCommissions, affiliateSettings, affiliates, referralClicks } from '../../db/schema/referral.ts';
import type { Clock } from '../../platform/clock.ts';
import { houseCodes, postDemoOpeningDeposit, postTransfer } from '../ledger/index.ts';
import { affiliatePayable } from './referral.service.ts';

const affiliatePhone = '081234560005';
const day = 24 * 60 * 60_000;

/**
 * The demo's referral programme: the demo affiliate verified (2% per purchase for 12 months), two customers who
 * registered with its link, a week of clicks, and commissions past the Rp100,000 minimum, so the commission report
 * and the admin's payout run have something to show. Idempotent: nothing is added once the affiliate exists.
 */
/**
 * The referral journeys' own accounts (e2e range 081234560070–079), so their purchases and applications disturb no
 * other journey: a member who buys and shares the receipt with its link, and a member who applies as an affiliate and
 * then deletes its account (its identity document goes with it). Idempotent by phone.
 */
const journeyAccounts = [
  { phone: '081234560070', name: 'Demo Struk Referral', deposit: 100_000 },
  { phone: '081234560071', name: 'Demo Afiliasi Hapus', deposit: 0 },
];

async function seedJourneyAccounts(database: Database, tenantId: string, clock: Clock): Promise<void> {
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    const [template] = await tx
      .select({ passwordHash: accounts.passwordHash, code: accounts.referralCode })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, affiliatePhone)));
    if (!template) return;
    for (const journey of journeyAccounts) {
      const [row] = await tx
        .insert(accounts)
        .values({
          tenantId,
          name: journey.name,
          email: `ref${journey.phone.slice(-2)}@demo.konter.id`,
          phone: journey.phone,
          passwordHash: template.passwordHash,
          referralCode: `${template.code.slice(0, 3)}REF${journey.phone.slice(-2)}`,
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      // The receipt journey's purchase is paid from an opening deposit (a top-up is another journey's subject).
      if (row && journey.deposit > 0) {
        await postDemoOpeningDeposit(tx, tenantId, {
          scope: 'referral',
          accountId: row.id,
          amount: journey.deposit,
          at: now,
        });
      }
    }
  });
}

export async function seedDemoReferral(database: Database, tenantId: string, clock: Clock): Promise<void> {
  await seedJourneyAccounts(database, tenantId, clock);
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    const [affiliate] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, affiliatePhone)));
    if (!affiliate) return;
    const [existing] = await tx
      .select({ id: affiliates.accountId })
      .from(affiliates)
      .where(and(eq(affiliates.tenantId, tenantId), eq(affiliates.accountId, affiliate.id)));
    if (existing) return;
    await tx
      .insert(affiliateSettings)
      .values({ tenantId, enabled: true, basisPoints: 200, fixedAmount: 0, months: 12, updatedAt: now })
      .onConflictDoNothing();
    const verifiedAt = new Date(now.getTime() - 30 * day);
    const expiresAt = new Date(verifiedAt.getTime());
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + affiliateValidityMonths);
    await tx.insert(affiliates).values({
      tenantId,
      accountId: affiliate.id,
      status: 'verified',
      bankType: 'BCA',
      accountName: affiliate.name,
      accountNumber: '0123456789',
      appliedAt: new Date(verifiedAt.getTime() - day),
      verifiedAt,
      expiresAt,
      updatedAt: verifiedAt,
    });
    const customers = [
      { name: 'Rina Pelanggan', phone: '081234560051' },
      { name: 'Agus Pelanggan', phone: '081234560052' },
    ];
    const ids: string[] = [];
    for (const [index, customer] of customers.entries()) {
      const [row] = await tx
        .insert(accounts)
        .values({
          tenantId,
          name: customer.name,
          email: `customer${index + 1}.affiliate@demo.konter.id`,
          phone: customer.phone,
          passwordHash: affiliate.passwordHash,
          referralCode: `${affiliate.referralCode.slice(0, 3)}AFC${index + 1}`,
          referredBy: affiliate.id,
          emailVerifiedAt: now,
          createdAt: new Date(now.getTime() - (20 - index) * day),
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (row) ids.push(row.id);
    }
    for (let daysAgo = 0; daysAgo < 7; daysAgo += 1) {
      for (let visitor = 0; visitor < 1 + (daysAgo % 3); visitor += 1) {
        await tx.insert(referralClicks).values({
          tenantId,
          accountId: affiliate.id,
          visitorHash: `demo-${daysAgo}-${visitor}`,
          day: jakartaDate(new Date(now.getTime() - daysAgo * day)),
          createdAt: new Date(now.getTime() - daysAgo * day),
        });
      }
    }
    const prices = [1_020_500, 2_045_000, 510_250, 3_010_000];
    for (const [index, price] of prices.entries()) {
      const buyerId = ids[index % Math.max(ids.length, 1)];
      if (!buyerId) break;
      const purchaseId = randomUUID();
      const amount = Math.floor((price * 200) / 10_000);
      const at = new Date(now.getTime() - (10 - index) * day);
      const refId = `DEMOREF${String(index + 1).padStart(5, '0')}`;
      await tx.insert(affiliateCommissions).values({
        tenantId,
        affiliateId: affiliate.id,
        buyerId,
        purchaseId,
        refId,
        kind: 'accrual',
        amount,
        at,
      });
      await postTransfer(tx, tenantId, {
        idempotencyKey: `affiliate-commission:${purchaseId}`,
        kind: 'affiliate.commission',
        reference: refId,
        at,
        legs: [
          { code: houseCodes.revenue, amount: -amount },
          { code: affiliatePayable(affiliate.id), amount },
        ],
      });
    }
  });
}
