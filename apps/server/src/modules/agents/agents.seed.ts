import { and, eq } from 'drizzle-orm';
import { addDays, jakartaDate } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { agentLoans } from '../../db/schema/agents.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { demoPin } from '../accounts/index.ts';
import { holderCode, houseCodes, postDemoOpeningDeposit, postTransfer } from '../ledger/index.ts';

/**
 * The demo network below the demo master agent (seeded by the accounts module, with the demo agent and member under
 * it): a second agent with a customer of its own, so the Agent Center shows a tree three levels deep. Idempotent
 * by phone; the password is the demo password.
 */
type DemoLoan = { limit: number; used: number; dueInDays: number; lentByUpline: boolean };

const demoNetwork: {
  phone: string;
  name: string;
  role: 'agent' | 'member' | 'master';
  upline: string | null;
  /** A master's opening deposit, what it lends from. */
  deposit?: number;
  /** An opening cashback wallet (§1: a purchase paid from it). */
  cashback?: number;
  loan?: DemoLoan;
}[] = [
  { phone: '081234560021', name: 'Demo Agen Kedua', role: 'agent', upline: '081234560003' },
  { phone: '081234560022', name: 'Demo Pelanggan', role: 'member', upline: '081234560021' },
  // Loans and agent debt (AGT-06/07): a master of its own, so the other journeys' balances stay as they were, with
  // one agent whose loan is due today and one overdue; the loans e2e journey's master and agent (0043, 0044).
  { phone: '081234560040', name: 'Demo Master Pinjaman', role: 'master', upline: null, deposit: 2_000_000 },
  {
    phone: '081234560041',
    name: 'Demo Agen Jatuh Tempo',
    role: 'agent',
    upline: '081234560040',
    loan: { limit: 500_000, used: 200_000, dueInDays: 0, lentByUpline: true },
  },
  {
    phone: '081234560042',
    name: 'Demo Agen Telat Bayar',
    role: 'agent',
    upline: '081234560040',
    loan: { limit: 300_000, used: 150_000, dueInDays: -3, lentByUpline: true },
  },
  { phone: '081234560043', name: 'Demo Master Kredit', role: 'master', upline: null, deposit: 1_000_000 },
  { phone: '081234560044', name: 'Demo Agen Kredit', role: 'agent', upline: '081234560043' },
  // The e2e journey that pays a purchase from the cashback wallet (§1), its own so no other journey moves it.
  {
    phone: '081234560047',
    name: 'Demo Agen Cashback',
    role: 'agent',
    upline: null,
    deposit: 20_000,
    cashback: 50_000,
  },
];

/** A seeded loan as a drawing would leave it: the row and its one ledger transfer (the master's deposit lent). */
async function seedLoan(tx: Tx, tenantId: string, agentId: string, lenderId: string, loan: DemoLoan, now: Date) {
  const today = jakartaDate(now);
  const [row] = await tx
    .insert(agentLoans)
    .values({
      tenantId,
      accountId: agentId,
      lenderId,
      requestedBy: lenderId,
      status: 'active',
      creditLimit: loan.limit,
      used: loan.used,
      dueDate: addDays(today, loan.dueInDays),
      decidedAt: now,
      overdueAt: loan.dueInDays < 0 ? now : null,
      note: 'Demo',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: agentLoans.id });
  if (!row) return;
  await postTransfer(tx, tenantId, {
    idempotencyKey: `agent-loan:${row.id}:draw:${loan.used}`,
    kind: 'agent_loan.draw',
    reference: row.id,
    memo: 'Demo loan',
    at: now,
    legs: [
      { code: holderCode('agent_debt', agentId), amount: -loan.used },
      { code: holderCode('deposit', agentId), amount: loan.used },
      { code: holderCode('deposit', lenderId), amount: -loan.used },
      { code: houseCodes.agentLoans, amount: loan.used },
    ],
  });
}

export async function seedDemoNetwork(
  database: Database,
  tenantId: string,
  tenantSlug: string,
  clock: Clock,
  password: string,
): Promise<void> {
  const [passwordHash, pinHash] = await Promise.all([hashSecret(password), hashSecret(demoPin)]);
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    for (const demo of demoNetwork) {
      const phoneOf = (phone: string) =>
        tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, phone)));
      const [existing] = await phoneOf(demo.phone);
      const [upline] = demo.upline ? await phoneOf(demo.upline) : [null];
      if (existing || (demo.upline && !upline)) continue;
      // The trigger on accounts places it in the network (account_tree) under its upline.
      const [created] = await tx
        .insert(accounts)
        .values({
          tenantId,
          name: demo.name,
          email: `${demo.role}${demo.phone.slice(-2)}@demo.konter.id`,
          phone: demo.phone,
          passwordHash,
          role: demo.role,
          referralCode: `${tenantSlug.slice(0, 3).toUpperCase()}NET${demo.phone.slice(-2)}`,
          referredBy: upline?.id ?? null,
          // The loan journeys' accounts buy with the demo PIN from a verified phone.
          ...(demo.phone >= '081234560040' ? { pinHash, phoneVerifiedAt: now } : {}),
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
      if (!created) continue;
      if (demo.deposit) {
        await postDemoOpeningDeposit(tx, tenantId, {
          scope: 'agents',
          accountId: created.id,
          amount: demo.deposit,
          at: now,
        });
      }
      if (demo.cashback) {
        await postDemoOpeningDeposit(tx, tenantId, {
          scope: 'agents',
          accountId: created.id,
          amount: demo.cashback,
          at: now,
          holder: 'cashback',
        });
      }
      if (demo.loan && upline) await seedLoan(tx, tenantId, created.id, upline.id, demo.loan, now);
    }
  });
}
