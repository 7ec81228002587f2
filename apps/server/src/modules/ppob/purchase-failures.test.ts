import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchaseFailureCodes } from '@konter/shared/contracts/transactions';
import { messages } from '@konter/shared/i18n/messages';
import { prepaidTransactions } from '../../db/schema/ppob-purchases.ts';
import { digiflazzHubSignature } from '../../integrations/digiflazz/digiflazz.adapter.ts';
import { digiflazzResponseCodes } from '../../integrations/digiflazz/digiflazz.response-codes.ts';
import { buyer, depositOf, dispatch, purchase, settled, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { purchaseFailureOf } from './stored-failures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => {
  for (const supplier of ctx.simulators.suppliers) supplier.setBehaviour('xld10', null);
});

async function failedPurchase(who: Buyer, destination: string) {
  const response = await purchase(who, { product_code: 'xld10', destination });
  expect(response.statusCode).toBe(200);
  return dispatch(ctx, who, response.json().data.ref_id);
}

async function rowOf(who: Buyer, refId: string) {
  const [row] = await ctx.database.withTenant(who.tenantId, (tx) =>
    tx.select().from(prepaidTransactions).where(eq(prepaidTransactions.refId, refId)),
  );
  if (!row) throw new Error(`no ${refId}`);
  return row;
}

/** Every answer a customer reads about one purchase: the transaction, the history and the receipt. */
async function customerViews(who: Buyer, refId: string): Promise<string> {
  const views = await Promise.all([
    who.browser.get(`/api/v1/prabayar/transaction/${refId}`),
    who.browser.get(`/api/v1/prabayar/transactions?search=${refId}`),
    who.browser.get(`/api/v1/receipt/prabayar/${refId}`),
  ]);
  for (const view of views) expect(view.statusCode).toBe(200);
  return views.map((view) => view.body).join('\n');
}

describe('what a customer reads about a failed purchase', () => {
  it('[TRX-06] every supplier failure code maps to a reason the app translates in id, en and zh; an unknown code is a plain failure', () => {
    for (const [rc, code] of Object.entries(digiflazzResponseCodes)) {
      if (code.status !== 'Gagal') continue;
      const failure = purchaseFailureOf(rc);
      expect(purchaseFailureCodes).toContain(failure);
      for (const locale of ['id', 'en', 'zh'] as const) {
        expect(messages[locale][`trx.failure.${failure}`], `${rc} in ${locale}`).toBeTruthy();
      }
    }
    expect(purchaseFailureOf('54')).toBe('wrong_number');
    expect(purchaseFailureOf('69')).toBe('product_unavailable');
    expect(purchaseFailureOf('44')).toBe('product_unavailable');
    expect(purchaseFailureOf('58')).toBe('cut_off');
    expect(purchaseFailureOf('74')).toBe('returned');
    expect(purchaseFailureOf('timeout')).toBe('timeout');
    expect(purchaseFailureOf('97')).toBe('failed');
    expect(purchaseFailureOf('error')).toBe('failed');
    expect(purchaseFailureOf(null)).toBe('failed');
  });

  it("[TRX-06] a wrong number (rc 54) reads 'wrong_number'; the supplier's own text stays in the row, never in the customer's answers", async () => {
    const who = await buyer(ctx);
    const done = await failedPurchase(who, '087800001235');
    expect(done).toMatchObject({ status: 'failed', failure_code: 'wrong_number', profit: 0 });
    expect(done).not.toHaveProperty('failed_reason');
    const row = await rowOf(who, done.ref_id);
    expect(row).toMatchObject({ rc: '54', failedReason: 'Nomor Tujuan Salah' });
    expect(row.attempts.at(-1)).toMatchObject({ rc: '54', message: 'Nomor Tujuan Salah' });
    expect(await customerViews(who, done.ref_id)).not.toContain('Nomor Tujuan Salah');
  });

  it("[TRX-06] a seller's price above ours (rc 69) at every supplier reads 'product_unavailable', not the seller's jargon", async () => {
    for (const supplier of ctx.simulators.suppliers) supplier.setBehaviour('xld10', { rc: '69' });
    const who = await buyer(ctx);
    const done = await failedPurchase(who, '087800001230');
    expect(done).toMatchObject({ status: 'failed', failure_code: 'product_unavailable' });
    expect(await depositOf(who)).toBe(100_000);
    const supplierText = digiflazzResponseCodes['69'].message;
    expect((await rowOf(who, done.ref_id)).failedReason).toBe(supplierText);
    expect(await customerViews(who, done.ref_id)).not.toContain(supplierText);
  });

  it('[TRX-06] a callback with a code the supplier does not document reads as a plain failure, its text kept', async () => {
    const who = await buyer(ctx);
    const response = await purchase(who, { product_code: 'xld10', destination: '087800001231' });
    const refId = response.json().data.ref_id as string;
    expect((await dispatch(ctx, who, refId)).status).toBe('processing');
    const supplier = ctx.simulators.suppliers[0];
    if (!supplier) throw new Error('a supplier simulator expected');
    const body = JSON.stringify({
      data: {
        ref_id: refId,
        customer_no: '087800001231',
        buyer_sku_code: 'xld10',
        status: 'Gagal',
        rc: '97',
        message: 'Gangguan jalur H2H seller XYZ',
        sn: '',
      },
    });
    const callback = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/digiflazz/digiflazz-a',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature': digiflazzHubSignature(supplier.webhookSecret, body),
      },
      payload: body,
    });
    expect(callback.statusCode).toBe(200);
    await settled(ctx);
    const views = await customerViews(who, refId);
    expect(JSON.parse(views.split('\n')[0] ?? '{}').data).toMatchObject({ status: 'failed', failure_code: 'failed' });
    expect(views).not.toContain('Gangguan jalur');
    expect(await rowOf(who, refId)).toMatchObject({ rc: '97', failedReason: 'Gangguan jalur H2H seller XYZ' });
  });
});
