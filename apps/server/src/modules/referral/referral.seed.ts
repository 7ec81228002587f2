import { randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { and, asc, eq } from 'drizzle-orm';
import { affiliateValidityMonths } from '@konter/shared/contracts/referral';
import { jakartaDate } from '@konter/shared/time/jakarta';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import {
  affiliateCommissions,
  affiliatePayouts,
  affiliateSettings,
  affiliates,
  referralClicks,
} from '../../db/schema/referral.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { houseCodes, postDemoOpeningDeposit, postTransfer } from '../ledger/index.ts';
import { affiliatePayable } from './referral.service.ts';

const affiliatePhone = '081234560005';
const day = 24 * 60 * 60_000;

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

/**
 * The demo affiliate's paid month: two earlier commissions, their payout marked paid by bank transfer (disbursed), with
 * the same ledger transfers the service writes (accrual: revenue → the affiliate's payable; payment: payable → bank
 * clearing), so the commission report shows every state and the admin's payouts list a paid one. The period is the
 * Jakarta month the payout was made, days after verification, before any run of today's month. Idempotent: nothing is
 * added once the affiliate has a payout.
 */
async function seedDisbursedPayout(database: Database, tenantId: string): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    const [row] = await tx
      .select({ id: accounts.id, verifiedAt: affiliates.verifiedAt })
      .from(accounts)
      .innerJoin(affiliates, and(eq(affiliates.tenantId, accounts.tenantId), eq(affiliates.accountId, accounts.id)))
      .where(
        and(eq(accounts.tenantId, tenantId), eq(accounts.phone, affiliatePhone), eq(affiliates.status, 'verified')),
      );
    if (!row?.verifiedAt) return;
    const [paidBefore] = await tx
      .select({ id: affiliatePayouts.id })
      .from(affiliatePayouts)
      .where(and(eq(affiliatePayouts.tenantId, tenantId), eq(affiliatePayouts.affiliateId, row.id)));
    if (paidBefore) return;
    const buyers = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.referredBy, row.id)))
      .orderBy(asc(accounts.phone))
      .limit(2);
    if (buyers.length === 0) return;
    const [bank] = await tx
      .select({ bankType: affiliates.bankType, accountName: affiliates.accountName, number: affiliates.accountNumber })
      .from(affiliates)
      .where(and(eq(affiliates.tenantId, tenantId), eq(affiliates.accountId, row.id)));
    if (!bank) return;
    const verifiedAt = row.verifiedAt.getTime();
    const createdAt = new Date(verifiedAt + 3 * day);
    const paidAt = new Date(verifiedAt + 4 * day);
    const reference = 'BCA-DEMO-0001';
    const commissions = [2_500_000, 3_000_000].map((price, index) => ({
      purchaseId: randomUUID(),
      refId: `DEMOPAID${String(index + 1).padStart(5, '0')}`,
      buyerId: buyers[index % buyers.length]?.id ?? row.id,
      amount: Math.floor((price * 200) / 10_000),
      at: new Date(verifiedAt + (index + 1) * day),
    }));
    const amount = commissions.reduce((sum, commission) => sum + commission.amount, 0);
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({
        tenantId,
        affiliateId: row.id,
        period: jakartaDate(createdAt).slice(0, 7),
        amount,
        bankType: bank.bankType,
        accountName: bank.accountName,
        accountNumber: bank.number,
        status: 'disbursed',
        transferReference: reference,
        createdAt,
        paidAt,
      })
      .onConflictDoNothing()
      .returning({ id: affiliatePayouts.id });
    if (!payout) return;
    for (const commission of commissions) {
      await tx.insert(affiliateCommissions).values({
        tenantId,
        affiliateId: row.id,
        buyerId: commission.buyerId,
        purchaseId: commission.purchaseId,
        refId: commission.refId,
        kind: 'accrual',
        amount: commission.amount,
        status: 'disbursed',
        payoutId: payout.id,
        at: commission.at,
      });
      await postTransfer(tx, tenantId, {
        idempotencyKey: `affiliate-commission:${commission.purchaseId}`,
        kind: 'affiliate.commission',
        reference: commission.refId,
        at: commission.at,
        legs: [
          { code: houseCodes.revenue, amount: -commission.amount },
          { code: affiliatePayable(row.id), amount: commission.amount },
        ],
      });
    }
    await postTransfer(tx, tenantId, {
      idempotencyKey: `affiliate-payout:${payout.id}`,
      kind: 'affiliate.payout',
      reference,
      at: paidAt,
      legs: [
        { code: affiliatePayable(row.id), amount: -amount },
        { code: houseCodes.bankClearing, amount },
      ],
    });
  });
}

/** The waiting applicant of the admin's queue (referral e2e range), with its identity picture. */
const applicant = { phone: '081234560072', name: 'Demo Calon Afiliasi' };

/**
 * A made-up identity card, drawn (no text: the machine may have no fonts) and stored as the applicant's upload would
 * be, so the admin's queue shows an attachment inline.
 */
async function drawIdentityCard(): Promise<Buffer> {
  const canvas = createCanvas(640, 400);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e0f2fe';
  ctx.beginPath();
  ctx.roundRect(0, 0, 640, 400, 28);
  ctx.fill();
  ctx.fillStyle = '#0369a1';
  ctx.fillRect(0, 0, 640, 64);
  ctx.fillStyle = '#cbd5e1';
  ctx.fillRect(460, 110, 140, 180);
  ctx.fillStyle = '#64748b';
  ctx.beginPath();
  ctx.arc(530, 175, 34, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(530, 280, 56, 44, 0, Math.PI, 0);
  ctx.fill();
  ctx.fillStyle = '#94a3b8';
  for (const [index, width] of [300, 360, 240, 320, 280, 200].entries()) ctx.fillRect(40, 100 + index * 42, width, 16);
  return canvas.encode('png');
}

/**
 * An application waiting for the admin's decision (REF-02), with its identity attachment through the storage port.
 * Only with a storage (the app's start): the tests' template database keeps its accounts and an empty queue.
 * Idempotent by phone.
 */
async function seedWaitingApplication(
  database: Database,
  tenantId: string,
  clock: Clock,
  storage: FileStorage,
): Promise<void> {
  const now = clock.now();
  const accountId = await database.withTenant(tenantId, async (tx) => {
    const [template] = await tx
      .select({ passwordHash: accounts.passwordHash, code: accounts.referralCode })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, affiliatePhone)));
    if (!template) return null;
    await tx
      .insert(accounts)
      .values({
        tenantId,
        name: applicant.name,
        email: `ref${applicant.phone.slice(-2)}@demo.konter.id`,
        phone: applicant.phone,
        passwordHash: template.passwordHash,
        referralCode: `${template.code.slice(0, 3)}REF${applicant.phone.slice(-2)}`,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: accounts.id, applied: affiliates.accountId })
      .from(accounts)
      .leftJoin(affiliates, and(eq(affiliates.tenantId, accounts.tenantId), eq(affiliates.accountId, accounts.id)))
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, applicant.phone)));
    return row && !row.applied ? row.id : null;
  });
  if (!accountId) return;
  const key = `affiliates/${tenantId}/${accountId}-demo.png`;
  await storage.put(key, await drawIdentityCard(), 'image/png');
  const appliedAt = new Date(now.getTime() - day);
  await database.withTenant(tenantId, (tx) =>
    tx
      .insert(affiliates)
      .values({
        tenantId,
        accountId,
        status: 'waiting',
        bankType: 'BRI',
        accountName: applicant.name,
        accountNumber: '002101000123567',
        attachmentKey: key,
        attachmentType: 'image/png',
        appliedAt,
        updatedAt: appliedAt,
      })
      .onConflictDoNothing(),
  );
}

/**
 * The demo's referral programme: its journeys' accounts, the verified demo affiliate with its commissions, one payout
 * already disbursed and, on the app's start, an application waiting in the admin's queue. Idempotent.
 */
export async function seedDemoReferral(
  database: Database,
  tenantId: string,
  clock: Clock,
  storage?: FileStorage,
): Promise<void> {
  await seedJourneyAccounts(database, tenantId, clock);
  await seedVerifiedAffiliate(database, tenantId, clock);
  await seedDisbursedPayout(database, tenantId);
  if (storage) await seedWaitingApplication(database, tenantId, clock, storage);
}

/**
 * The demo's referral programme: the demo affiliate verified (2% per purchase for 12 months), two customers who
 * registered with its link, a week of clicks, and commissions past the Rp100,000 minimum, so the commission report
 * and the admin's payout run have something to show. Idempotent: nothing is added once the affiliate exists.
 */
async function seedVerifiedAffiliate(database: Database, tenantId: string, clock: Clock): Promise<void> {
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
