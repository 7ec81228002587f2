import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameCheckSchema } from '@konter/shared/contracts/transactions';
import { buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { runNameCheckJob } from './purchases.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function runCheck(who: Awaited<ReturnType<typeof buyer>>, id: string, sku: string | null) {
  await ctx.queue.runNow(runNameCheckJob, { tenantId: who.tenantId, id, sku });
  return nameCheckSchema.parse((await who.browser.get(`/api/v1/prabayar/name-check/${id}`)).json().data);
}

describe('PLN meter check and name check', () => {
  it('[TRX-10] the PLN meter check answers the subscriber name and power', async () => {
    const who = await buyer(ctx);
    const response = await who.browser.post('/api/v1/prabayar/pln-check', { meter: '1234 5678 901' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ meter: '12345678901', customer_name: expect.any(String) });
    expect(response.json().data.segment_power).toMatch(/^R1|^B1/);
  });

  it('[TRX-10] an unknown meter or an unreachable supplier is a clear message, and buying still works', async () => {
    const who = await buyer(ctx);
    const unknown = await who.browser.post('/api/v1/prabayar/pln-check', { meter: '99999999999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.meter).toEqual([
      'Nomor meter tidak dapat dicek saat ini. Anda tetap bisa melanjutkan.',
    ]);
    for (const supplier of ctx.simulators.suppliers) supplier.setBehaviour('inquiry-pln', 'unavailable');
    try {
      const down = await who.browser.post('/api/v1/prabayar/pln-check', { meter: '12345678901' });
      expect(down.statusCode).toBe(422);
      const bought = await who.browser.post('/api/v1/prabayar/transaction', {
        product_code: 'pln20',
        destination: '12345678901',
        pin: '246810',
      });
      expect(bought.statusCode).toBe(200);
    } finally {
      for (const supplier of ctx.simulators.suppliers) supplier.setBehaviour('inquiry-pln', null);
    }
  });

  it('[TRX-09] an e-wallet name check goes pending, then success with the account name', async () => {
    const who = await buyer(ctx);
    const started = await who.browser.post('/api/v1/prabayar/name-check', {
      family: 'emoney',
      product_code: 'dana50',
      destination: '081298767777',
    });
    expect(started.statusCode).toBe(200);
    const pending = nameCheckSchema.parse(started.json().data);
    expect(pending).toMatchObject({ status: 'pending', name: null, destination: '081298767777' });
    const done = await runCheck(who, pending.id, 'cekdana');
    expect(done.status).toBe('success');
    expect(done.name).toMatch(/[A-Z]+ [A-Z]+/);
  });

  it('[TRX-09] a PLN name check uses the meter inquiry; a failed check says so', async () => {
    const who = await buyer(ctx);
    const started = nameCheckSchema.parse(
      (await who.browser.post('/api/v1/prabayar/name-check', { family: 'listrik', destination: '91234567890' })).json()
        .data,
    );
    const done = await runCheck(who, started.id, null);
    expect(done).toMatchObject({ status: 'failed', name: null, message: 'Cek nama gagal. Periksa nomor tujuan.' });
  });

  it('[TRX-09] a malformed number is refused before any check; checks are private to their account', async () => {
    const who = await buyer(ctx);
    const bad = await who.browser.post('/api/v1/prabayar/name-check', {
      family: 'emoney',
      product_code: 'ovo20',
      destination: '12',
    });
    expect(bad.json().errors.destination).toEqual(['Ada nomor yang salah']);
    const started = nameCheckSchema.parse(
      (
        await who.browser.post('/api/v1/prabayar/name-check', {
          family: 'emoney',
          product_code: 'ovo20',
          destination: '081298768888',
        })
      ).json().data,
    );
    const stranger = await buyer(ctx);
    expect((await stranger.browser.get(`/api/v1/prabayar/name-check/${started.id}`)).statusCode).toBe(404);
  });
});
