import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@konter/shared/contracts/transactions';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import {
  buyer,
  depositOf,
  expectInFlightBalanced,
  purchase,
  transactionOf,
  type Buyer,
} from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: Buyer;
let mitraAdmin: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  admin = await buyer(ctx, { role: 'admin', deposit: 0 });
  mitraAdmin = await buyer(ctx, { tenant: 'mitra', role: 'admin', deposit: 0 });
});
afterAll(() => ctx.close());
afterEach(async () => {
  await expectLedgerClean(ctx);
  await expectInFlightBalanced(ctx);
});

/** A purchase left processing: nobody runs its dispatch, as when a supplier never answers. */
async function stuckPurchase(who: Buyer, destination: string): Promise<Transaction> {
  const response = await purchase(who, { product_code: 'tsel10', destination });
  expect(response.statusCode).toBe(200);
  const transaction = response.json().data as Transaction;
  expect(transaction.status).toBe('processing');
  return transaction;
}

describe('stuck purchases in the back office', () => {
  it('[ADM-01][TRX-06] an admin sees a purchase stuck in processing and refunds it once through the settlement engine; the ledger is clean', async () => {
    const member = await buyer(ctx, { deposit: 50_000 });
    const stuck = await stuckPurchase(member, '081298760001');
    expect(await depositOf(member)).toBe(50_000 - stuck.price);

    const listed = (await admin.browser.get('/api/v1/admin/purchases/stuck')).json().data as {
      ref_id: string;
      account_id: string;
      price: number;
      past_timeout: boolean;
    }[];
    expect(listed.find((row) => row.ref_id === stuck.ref_id)).toMatchObject({
      account_id: member.accountId,
      price: stuck.price,
      past_timeout: false,
    });
    expect((await mitraAdmin.browser.get('/api/v1/admin/purchases/stuck')).body).not.toContain(stuck.ref_id);

    const refunded = await admin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, {
      note: 'supplier tidak menjawab',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toEqual({ ref_id: stuck.ref_id, status: 'expired', refunded: stuck.price });
    expect(await depositOf(member)).toBe(50_000);
    expect((await transactionOf(member, stuck.ref_id)).status).toBe('expired');

    // A second click finds it settled and refunds nothing.
    const again = await admin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, { note: 'klik lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('purchase_not_processing');
    expect(await depositOf(member)).toBe(50_000);
    const after = (await admin.browser.get('/api/v1/admin/purchases/stuck')).json().data as { ref_id: string }[];
    expect(after.map((row) => row.ref_id)).not.toContain(stuck.ref_id);

    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.purchase')).json().data as {
      actor: string;
      details: { reference?: string };
    }[];
    const entries = audit.filter((event) => event.details.reference === stuck.ref_id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: admin.accountId,
      details: {
        note: 'supplier tidak menjawab',
        before: { status: 'processing', deposit: 50_000 - stuck.price },
        after: { status: 'expired', deposit: 50_000 },
      },
    });
    const ledger = await admin.browser.post('/api/v1/admin/ledger/audit');
    expect(ledger.json().data).toMatchObject({ clean: true });
  });

  it('[ADM-01] two admins refunding the same purchase at once refund it once', async () => {
    const secondAdmin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const member = await buyer(ctx, { deposit: 30_000 });
    const stuck = await stuckPurchase(member, '081298760002');
    const answers = await Promise.all([
      admin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, { note: 'refund satu' }),
      secondAdmin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, { note: 'refund dua' }),
      admin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, { note: 'refund tiga' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await depositOf(member)).toBe(30_000);
    const audit = (await admin.browser.get('/api/v1/admin/audit?action=admin.purchase')).json().data as {
      details: { reference?: string };
    }[];
    expect(audit.filter((event) => event.details.reference === stuck.ref_id)).toHaveLength(1);
  });

  it('[ADM-01][PLT-01] another tenant’s admin cannot refund it; a settled purchase or a missing note is refused without moving money', async () => {
    const member = await buyer(ctx, { deposit: 20_000 });
    const stuck = await stuckPurchase(member, '081298760003');
    const foreign = await mitraAdmin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, {
      note: 'bukan milik saya',
    });
    expect(foreign.statusCode).toBe(404);
    const noNote = await admin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, { note: '' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toBeDefined();
    const unknown = await admin.browser.post('/api/v1/admin/purchases/TRXNOSUCH/refund', { note: 'tidak ada' });
    expect(unknown.statusCode).toBe(404);
    expect(await depositOf(member)).toBe(20_000 - stuck.price);
    expect((await transactionOf(member, stuck.ref_id)).status).toBe('processing');
    // Left processing: refunded here so the in-flight audit of this file ends balanced.
    const refunded = await admin.browser.post(`/api/v1/admin/purchases/${stuck.ref_id}/refund`, { note: 'selesai' });
    expect(refunded.statusCode).toBe(200);
  });
});
