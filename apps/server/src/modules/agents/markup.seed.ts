import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { pricingDownlineMarkups, pricingTiers } from '../../db/schema/pricing.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashSecret } from '../../platform/secrets.ts';
import { demoPin } from '../accounts/index.ts';
import { postDemoOpeningDeposit } from '../ledger/index.ts';

/**
 * The demo of downline markups (issue 18, decision 025): the tenant lets agents charge their downline up to 3% and
 * Rp1.000 over their own price (masters 2% and Rp500), and a network of its own (081234560150..155) so no other
 * journey's prices move: a master; an agent without a markup yet, with a member who buys and a member who applies to
 * become an agent (the agent-network e2e journey); and an agent whose markup is set, with a member under it.
 * Runs after the tenant's tier rows exist. Idempotent by phone.
 */
const markupNetwork: {
  phone: string;
  name: string;
  role: 'master' | 'agent' | 'member';
  upline: string | null;
  deposit?: number;
  markup?: { basisPoints: number; flat: number };
}[] = [
  { phone: '081234560150', name: 'Demo Master Markup', role: 'master', upline: null },
  { phone: '081234560151', name: 'Demo Agen Markup', role: 'agent', upline: '081234560150' },
  { phone: '081234560152', name: 'Demo Pembeli Markup', role: 'member', upline: '081234560151', deposit: 200_000 },
  { phone: '081234560153', name: 'Demo Calon Agen', role: 'member', upline: '081234560151' },
  {
    phone: '081234560154',
    name: 'Demo Agen Bermarkup',
    role: 'agent',
    upline: '081234560150',
    markup: { basisPoints: 100, flat: 50 },
  },
  { phone: '081234560155', name: 'Demo Pelanggan Markup', role: 'member', upline: '081234560154', deposit: 100_000 },
];

export async function seedDemoMarkups(
  database: Database,
  tenantId: string,
  tenantSlug: string,
  clock: Clock,
  password: string,
): Promise<void> {
  const [passwordHash, pinHash] = await Promise.all([hashSecret(password), hashSecret(demoPin)]);
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    // Open the downline limits where the tenant never set them (a tier still closed).
    const open = (tier: 'agent' | 'master', maxBasisPoints: number, maxFlat: number) =>
      tx
        .update(pricingTiers)
        .set({ downlineMinBasisPoints: 0, downlineMaxBasisPoints: maxBasisPoints, downlineMaxFlat: maxFlat })
        .where(
          sql`${pricingTiers.tenantId} = ${tenantId} and ${pricingTiers.tier} = ${tier}
            and ${pricingTiers.downlineMaxBasisPoints} = 0 and ${pricingTiers.downlineMaxFlat} = 0`,
        );
    await open('agent', 300, 1_000);
    await open('master', 200, 500);

    for (const demo of markupNetwork) {
      const phoneOf = (phone: string) =>
        tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, phone)));
      const [existing] = await phoneOf(demo.phone);
      const [upline] = demo.upline ? await phoneOf(demo.upline) : [null];
      if (existing || (demo.upline && !upline)) continue;
      const [created] = await tx
        .insert(accounts)
        .values({
          tenantId,
          name: demo.name,
          email: `markup${demo.phone.slice(-3)}@demo.konter.id`,
          phone: demo.phone,
          passwordHash,
          pinHash,
          role: demo.role,
          referralCode: `${tenantSlug.slice(0, 3).toUpperCase()}MKP${demo.phone.slice(-3)}`,
          referredBy: upline?.id ?? null,
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: accounts.id });
      if (!created) continue;
      if (demo.deposit) {
        await postDemoOpeningDeposit(tx, tenantId, {
          scope: 'markup',
          accountId: created.id,
          amount: demo.deposit,
          at: now,
        });
      }
      if (demo.markup) {
        await tx.insert(pricingDownlineMarkups).values({
          tenantId,
          accountId: created.id,
          markupBasisPoints: demo.markup.basisPoints,
          markupFlat: demo.markup.flat,
          updatedAt: now,
        });
      }
    }
  });
}
