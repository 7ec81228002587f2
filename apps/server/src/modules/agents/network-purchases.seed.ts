import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import type { Clock } from '../../platform/clock.ts';
import { holderCode, houseCodes, postDemoOpeningDeposit, postTransfer } from '../ledger/index.ts';
import { findProduct, newRefId, settlementLegs } from '../ppob/index.ts';
import { quote } from '../pricing/index.ts';

/**
 * The demo network at work (issue 18): a few successful purchases by the accounts under the demo masters (0003's
 * second agent and its customer, 0040's two borrowing agents), so the masters' Agent Center shows volume and margin
 * and each upline's commission is in its cashback history. Each purchase is priced by the pricing quote (the
 * uplines' commission snapshot) and written with the ledger transfers a purchase writes: the debit
 * (`purchase:<id>`) and the settlement's legs (`settlementLegs`, the same function the settlement posts). Each buyer
 * first gets an opening deposit of what it spends, so its balance is what the other journeys expect. Idempotent by
 * the purchase's request key. Runs after the catalogue is priced.
 */
const demoPurchases: { key: string; buyer: string; product: string; destination: string; hoursAgo: number }[] = [
  { key: 'demo-network-1', buyer: '081234560021', product: 'tsel20', destination: '081311002101', hoursAgo: 1 },
  { key: 'demo-network-2', buyer: '081234560021', product: 'xld25', destination: '081711002102', hoursAgo: 50 },
  { key: 'demo-network-3', buyer: '081234560022', product: 'tsel10', destination: '081311002201', hoursAgo: 3 },
  { key: 'demo-network-4', buyer: '081234560022', product: 'isat20', destination: '085611002202', hoursAgo: 120 },
  { key: 'demo-network-5', buyer: '081234560041', product: 'tsel20', destination: '081311004101', hoursAgo: 2 },
  { key: 'demo-network-6', buyer: '081234560042', product: 'xld25', destination: '081711004201', hoursAgo: 30 },
];

async function seedPurchase(tx: Tx, tenantId: string, demo: (typeof demoPurchases)[number], now: Date) {
  const [buyer] = await tx
    .select({ id: accounts.id, role: accounts.role })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, demo.buyer)));
  const product = await findProduct(tx, tenantId, demo.product);
  if (!buyer || !product) return;
  const [existing] = await tx
    .select({ id: prepaidTransactions.id })
    .from(prepaidTransactions)
    .where(
      and(
        eq(prepaidTransactions.tenantId, tenantId),
        eq(prepaidTransactions.accountId, buyer.id),
        eq(prepaidTransactions.requestKey, demo.key),
      ),
    );
  if (existing) return;
  const at = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
  const priced = await quote(tx, { tenantId, accountId: buyer.id, role: buyer.role }, product);
  const refId = newRefId();
  const [row] = await tx
    .insert(prepaidTransactions)
    .values({
      tenantId,
      refId,
      accountId: buyer.id,
      requestKey: demo.key,
      requestHash: demo.key,
      productCode: product.code,
      productName: product.name,
      family: product.family,
      operator: product.operator,
      operatorName: product.operatorName,
      nominal: product.nominal,
      destination: demo.destination,
      price: priced.price,
      buyingPrice: product.buyingPrice,
      sellingPrice: priced.price,
      commissionLegs: priced.legs,
      status: 'success',
      supplier: 'digiflazz',
      rc: '00',
      serialNumber: `DEMO${demo.key.slice(-1)}${refId.slice(-8)}`,
      createdAt: at,
      updatedAt: at,
      finalAt: at,
    })
    .returning();
  if (!row) return;
  await postDemoOpeningDeposit(tx, tenantId, {
    scope: `network:${demo.key}`,
    accountId: buyer.id,
    amount: row.price,
    at,
  });
  await postTransfer(tx, tenantId, {
    idempotencyKey: `purchase:${row.id}`,
    kind: 'purchase.debit',
    reference: refId,
    at,
    // As holdFunds posts it: the deposit pays, the purchase is in flight until it settles.
    legs: [
      { code: holderCode('deposit', buyer.id), amount: -row.price },
      { code: houseCodes.purchasesInFlight, amount: row.price },
    ],
  });
  for (const transfer of settlementLegs(row, 'success')) {
    // A success from a funded deposit never takes the `otherwise` branch (that is a late success's).
    await postTransfer(tx, tenantId, {
      idempotencyKey: transfer.idempotencyKey,
      kind: transfer.kind,
      legs: transfer.legs,
      reference: refId,
      at,
    });
  }
}

export async function seedDemoNetworkPurchases(database: Database, tenantId: string, clock: Clock): Promise<void> {
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    for (const demo of demoPurchases) await seedPurchase(tx, tenantId, demo, now);
  });
}
