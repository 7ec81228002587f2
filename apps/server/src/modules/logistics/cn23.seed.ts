import { and, eq, ne } from 'drizzle-orm';
import type { Currency } from '@konter/shared/contracts/cn23';
import { addDays, jakartaDate } from '@konter/shared/time/jakarta';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { mloCn23, mloExchangeRates } from '../../db/schema/customs.ts';
import { mloOrders } from '../../db/schema/logistics.ts';
import type { Clock } from '../../platform/clock.ts';
import { demoMloAgent } from './logistics.seed.ts';

/** The demo's rates (Rupiah per unit, in hundredths), near the customs rates of late 2025. */
const demoRates: Record<Currency, number> = {
  USD: 1_625_000,
  EUR: 1_765_000,
  SGD: 1_210_000,
  MYR: 345_000,
  CNY: 224_000,
  JPY: 10_550,
  AUD: 1_060_000,
  HKD: 208_500,
  GBP: 2_050_000,
  SAR: 433_000,
  KRW: 1_175,
};

/**
 * Idempotent: the tenant's exchange rates from the day before (only when it has none), and one submitted CN23 for
 * the demo MLO agent's delivered parcel (only when that parcel has none). HS codes come with the migration.
 */
export async function seedDemoCn23(database: Database, tenantId: string, clock: Clock): Promise<void> {
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    const [anyRate] = await tx
      .select({ currency: mloExchangeRates.currency })
      .from(mloExchangeRates)
      .where(eq(mloExchangeRates.tenantId, tenantId))
      .limit(1);
    if (!anyRate) {
      const effectiveOn = addDays(jakartaDate(now), -1);
      await tx
        .insert(mloExchangeRates)
        .values(
          Object.entries(demoRates).map(([currency, rateHundredths]) => ({
            tenantId,
            currency: currency as Currency,
            effectiveOn,
            rateHundredths,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
    }
    const [order] = await tx
      .select({ id: mloOrders.id, awb: mloOrders.awb, accountId: mloOrders.accountId })
      .from(mloOrders)
      .innerJoin(accounts, and(eq(accounts.tenantId, mloOrders.tenantId), eq(accounts.id, mloOrders.accountId)))
      .where(
        and(
          eq(mloOrders.tenantId, tenantId),
          eq(accounts.phone, demoMloAgent.phone),
          eq(mloOrders.status, 'delivered'),
        ),
      )
      .limit(1);
    if (!order?.awb) return;
    const [declared] = await tx
      .select({ id: mloCn23.id })
      .from(mloCn23)
      .where(and(eq(mloCn23.tenantId, tenantId), eq(mloCn23.orderId, order.id), ne(mloCn23.status, 'cancelled')));
    if (declared) return;
    const items = [
      {
        description: 'Kaos katun',
        hs_code: '6109.10',
        quantity: 2,
        net_weight_grams: 400,
        value: 2_400,
        origin_country: 'ID',
      },
      {
        description: 'Kopi sangrai 250 g',
        hs_code: '0901.21',
        quantity: 1,
        net_weight_grams: 250,
        value: 1_500,
        origin_country: 'ID',
      },
    ];
    await tx.insert(mloCn23).values({
      tenantId,
      number: `CN23DEMO${jakartaDate(now).replaceAll('-', '')}`,
      accountId: order.accountId,
      orderId: order.id,
      awb: order.awb,
      senderCountry: 'ID',
      recipientCountry: 'SG',
      category: 'gift',
      currency: 'USD',
      items,
      totalValue: items.reduce((sum, item) => sum + item.value, 0),
      totalWeightGrams: items.reduce((sum, item) => sum + item.net_weight_grams, 0),
      status: 'submitted',
      createdAt: now,
      updatedAt: now,
    });
  });
}
