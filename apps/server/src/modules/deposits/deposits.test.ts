import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSchema, depositSettingsSchema } from '@konter/shared/contracts/deposits';
import { accountIdByPhone, expectLedgerClean, fund } from '../../test/ledger-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { depositJobs } from './deposits.jobs.ts';
import { postTransfer } from '../ledger/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

const [sweepJob, bankMatchJob, cashbackJob] = depositJobs;

async function loggedIn(phone: string, host = 'localhost') {
  const browser = await new TestBrowser(ctx.app, host).open();
  const response = await browser.post('/api/v1/auth/login', { login: phone, password: 'demo12345' });
  expect(response.statusCode).toBe(200);
  return browser;
}

async function depositBalance(browser: TestBrowser): Promise<number> {
  return (await browser.get('/api/v1/account')).json().data.deposit as number;
}

describe('deposit settings and amounts', () => {
  it('[DEP-02] the tenant deposit settings carry the specification defaults', async () => {
    const user = await registeredUser(ctx);
    const settings = depositSettingsSchema.parse((await user.browser.get('/api/v1/deposit/settings')).json().data);
    expect(settings.settings).toMatchObject({ cd: false, min_topup: 10_000, currency: 'IDR', locale: 'id-ID' });
    expect(settings.banks[0]).toMatchObject({ code: 'bca', account_number: '8720012345' });
    expect(settings.methods).toEqual(expect.arrayContaining([{ provider: 'xendit', method: 'qris' }]));
  });

  it('[DEP-05] one minimum for the grid and the server: Mitra Cell (min Rp 20.000) offers and accepts nothing below it', async () => {
    const user = await registeredUser(ctx, '127.0.0.1');
    const settings = depositSettingsSchema.parse((await user.browser.get('/api/v1/deposit/settings')).json().data);
    expect(settings.settings.min_topup).toBe(20_000);
    expect(settings.nominals).toEqual([20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]);
    const refused = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'bri',
      amount: 10_000,
      holder_name: 'Siti Aminah',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount).toEqual(['Nominal minimal 20000.']);
    const accepted = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'bri',
      amount: 20_000,
      holder_name: 'Siti Aminah',
    });
    expect(accepted.statusCode).toBe(201);
  });

  it.each([
    [10_500, 'Nominal harus kelipatan 1000.'],
    [5_000, 'Nominal minimal 10000.'],
  ])('[DEP-05] refuses an amount of %i: %s', async (amount, message) => {
    const user = await registeredUser(ctx);
    const response = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'bca',
      amount,
      holder_name: 'Siti Aminah',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toEqual([message]);
  });

  it('[DEP-12][VAL-03] refuses a holder name with characters a bank name cannot have: invalid format', async () => {
    const user = await registeredUser(ctx);
    const response = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'bca',
      amount: 50_000,
      holder_name: 'Siti <script>',
    });
    expect(response.json().errors.holder_name).toEqual(['Format tidak valid']);
    const unknownBank = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'mandiri',
      amount: 50_000,
      holder_name: 'Siti Aminah',
    });
    expect(unknownBank.json().errors.method).toEqual(['Metode pembayaran tidak tersedia']);
  });
});

describe('bank transfer with three unique digits', () => {
  it('[DEP-03][DEP-06] a request gets a DEP code, unique digits, an amount to transfer and a 24 h claim window', async () => {
    ctx.clock.set('2026-11-23T03:00:00.000Z'); // 10:00 in Jakarta
    const user = await registeredUser(ctx);
    const response = await user.browser.post('/api/v1/deposit/topup', {
      provider: 'bank',
      method: 'bca',
      amount: 50_000,
      holder_name: 'Siti Aminah',
    });
    expect(response.statusCode).toBe(201);
    const deposit = depositSchema.parse(response.json().data);
    expect(deposit.code).toMatch(/^DEP[A-Z0-9]{10}$/);
    expect(deposit.unique_code).toBeGreaterThanOrEqual(1);
    expect(deposit.unique_code).toBeLessThanOrEqual(999);
    expect(deposit.charged).toBe(50_000 + deposit.unique_code);
    expect(deposit).toMatchObject({ status: 'pending', process_date: '2026-11-23', fee: 0 });
    expect(deposit.bank).toMatchObject({ name: 'BCA', account_number: '8720012345' });
    expect(deposit.expires_at).toBe('2026-11-24T03:00:00.000Z');
  });

  it('[DEP-06] pending requests of one day never share an amount to transfer', async () => {
    ctx.clock.set('2026-11-23T04:00:00.000Z');
    const user = await registeredUser(ctx);
    const amounts = new Set<number>();
    for (let i = 0; i < 15; i += 1) {
      const response = await user.browser.post('/api/v1/deposit/topup', {
        provider: 'bank',
        method: 'bca',
        amount: 20_000,
        holder_name: 'Siti Aminah',
      });
      amounts.add(depositSchema.parse(response.json().data).charged);
    }
    expect(amounts.size).toBe(15);
  });

  it('[DEP-06] a correct transfer is credited by the mutation job once; a wrong amount is not', async () => {
    ctx.clock.set('2026-11-23T05:00:00.000Z');
    const user = await registeredUser(ctx);
    const deposit = depositSchema.parse(
      (
        await user.browser.post('/api/v1/deposit/topup', {
          provider: 'bank',
          method: 'bca',
          amount: 100_000,
          holder_name: 'Siti Aminah',
        })
      ).json().data,
    );
    ctx.simulators.bank.addCredit({
      accountNumber: '8720012345',
      amount: deposit.charged + 1,
      description: 'TRSF salah',
    });
    await ctx.queue.runNow(bankMatchJob, {});
    expect(await depositBalance(user.browser)).toBe(0);

    ctx.simulators.bank.addCredit({
      accountNumber: '8720012345',
      amount: deposit.charged,
      description: 'TRSF SITI AMINAH',
    });
    await ctx.queue.runNow(bankMatchJob, {});
    await ctx.queue.runNow(bankMatchJob, {});
    expect(await depositBalance(user.browser)).toBe(deposit.charged);
    const paid = depositSchema.parse((await user.browser.get(`/api/v1/deposit/topup/${deposit.code}`)).json().data);
    expect(paid.status).toBe('paid');
    await expectLedgerClean(ctx);
  });

  it('[DEP-06] a request after 21:30 is processed the next day, and an unclaimed one expires after 1×24 h', async () => {
    ctx.clock.set('2026-11-23T14:45:00.000Z'); // 21:45 in Jakarta
    const user = await registeredUser(ctx);
    const deposit = depositSchema.parse(
      (
        await user.browser.post('/api/v1/deposit/topup', {
          provider: 'bank',
          method: 'bca',
          amount: 30_000,
          holder_name: 'Siti Aminah',
        })
      ).json().data,
    );
    expect(deposit.process_date).toBe('2026-11-24');
    expect(deposit.expires_at).toBe('2026-11-24T17:00:00.000Z'); // the end of the 24th in Jakarta
    ctx.simulators.bank.addCredit({
      accountNumber: '8720012345',
      amount: deposit.charged,
      description: 'late evening',
    });
    await ctx.queue.runNow(bankMatchJob, {});
    expect(await depositBalance(user.browser)).toBe(0);

    const other = await registeredUser(ctx);
    const unclaimed = depositSchema.parse(
      (
        await other.browser.post('/api/v1/deposit/topup', {
          provider: 'bank',
          method: 'bca',
          amount: 40_000,
          holder_name: 'Budi',
        })
      ).json().data,
    );
    ctx.clock.set('2026-11-24T18:00:00.000Z');
    await ctx.queue.runNow(sweepJob, {});
    const expired = depositSchema.parse(
      (await other.browser.get(`/api/v1/deposit/topup/${unclaimed.code}`)).json().data,
    );
    expect(expired.status).toBe('expired');
    await expectLedgerClean(ctx);
  });
});

describe('deposit transfer', () => {
  it('[DEP-08][DEP-11] transfers to a registered number with the password; balances and history on both sides', async () => {
    const tenantId = ctx.tenantIds.konter;
    const member = await loggedIn('081234560001');
    const memberId = await accountIdByPhone(ctx, tenantId, '081234560001');
    await fund(ctx, tenantId, memberId, 25_000);
    const agent = await loggedIn('081234560002');
    const agentBefore = await depositBalance(agent);

    const wrongPassword = await member.post('/api/v1/deposit/transfer', {
      hp: '081234560002',
      amount: 10_000,
      password: 'x',
    });
    expect(wrongPassword.json().errors.password).toEqual(['Password salah']);
    const unknown = await member.post('/api/v1/deposit/transfer', {
      hp: '081299990000',
      amount: 10_000,
      password: 'demo12345',
    });
    expect(unknown.json().errors.hp).toEqual(['Nomor tidak terdaftar.']);
    const self = await member.post('/api/v1/deposit/transfer', {
      hp: '081234560001',
      amount: 10_000,
      password: 'demo12345',
    });
    expect(self.json().errors.hp).toEqual(['Tidak dapat mentransfer ke nomor sendiri.']);
    const tooMuch = await member.post('/api/v1/deposit/transfer', {
      hp: '081234560002',
      amount: 30_000,
      password: 'demo12345',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('Saldo deposit Anda tidak cukup');

    const done = await member.post('/api/v1/deposit/transfer', {
      hp: '081234560002',
      amount: 10_000,
      note: 'bayar utang',
      password: 'demo12345',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ receiver_name: 'Demo Agent', amount: 10_000, note: 'bayar utang' });
    expect(done.json().data.code).toMatch(/^TRF/);
    expect(await depositBalance(member)).toBe(15_000);
    expect(await depositBalance(agent)).toBe(agentBefore + 10_000);
    const history = (await agent.get('/api/v1/deposit/transfer/history')).json().data as { direction: string }[];
    expect(history[0]).toMatchObject({ direction: 'in', amount: 10_000, receiver_hp: '081234560001' });
    await expectLedgerClean(ctx);
  });

  it('[DEP-08] an account without the transfer permission is refused in a tenant that does not allow it', async () => {
    const user = await registeredUser(ctx);
    const response = await user.browser.post('/api/v1/deposit/transfer', {
      hp: '081234560002',
      amount: 10_000,
      password: user.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Anda belum memiliki izin transfer deposit. Hubungi admin.');
  });

  it('[DEP-08][DEP-05] an amount outside the range names the real bound in Rupiah, in every language', async () => {
    // The amount is checked before anything else: any logged-in account sees it.
    const member = (await registeredUser(ctx)).browser;
    const transfer = (amount: number) =>
      member.post('/api/v1/deposit/transfer', { hp: '081234560002', amount, password: 'rahasia123' });
    expect((await transfer(0)).json().errors.amount).toEqual(['Nominal minimal Rp 1.000.']);
    expect((await transfer(-5_000)).json().errors.amount).toEqual(['Nominal minimal Rp 1.000.']);
    expect((await transfer(1e20)).json().errors.amount).toEqual(['Nominal maksimal Rp 100.000.000.']);
    expect((await transfer(1_500)).json().errors.amount).toEqual(['Nominal harus kelipatan 1000.']);
    member.locale = 'en';
    expect((await transfer(1e20)).json().errors.amount).toEqual(['Amount may not be greater than Rp 100.000.000.']);
  });

  it('[DEP-11] twenty concurrent transfers from one balance never overdraw it', async () => {
    const tenantId = ctx.tenantIds.mitra;
    const sender = await registeredUser(ctx, '127.0.0.1');
    const senderId = await accountIdByPhone(ctx, tenantId, sender.phone);
    await fund(ctx, tenantId, senderId, 50_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        sender.browser.post('/api/v1/deposit/transfer', {
          hp: '081234560002',
          amount: 10_000,
          password: sender.password,
        }),
      ),
    );
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(5);
    expect(results.filter((result) => result.statusCode === 422)).toHaveLength(15);
    expect(await depositBalance(sender.browser)).toBe(0);
    await expectLedgerClean(ctx);
  });
});

describe('cashback', () => {
  it('[DEP-09] purchase cashback reaches the deposit the next Jakarta day, exactly once', async () => {
    const tenantId = ctx.tenantIds.konter;
    const user = await registeredUser(ctx);
    const accountId = await accountIdByPhone(ctx, tenantId, user.phone);
    ctx.clock.set('2026-11-25T10:00:00.000Z'); // 17:00 in Jakarta on the 25th
    await ctx.database.withTenant(tenantId, (tx) =>
      ctx.app.services.deposits.recordCashback(tx, tenantId, { accountId, amount: 250, source: `trx:${accountId}:1` }),
    );
    await ctx.queue.runNow(cashbackJob, {});
    expect(await depositBalance(user.browser)).toBe(0);
    ctx.clock.set('2026-11-25T17:30:00.000Z'); // 00:30 on the 26th
    await ctx.queue.runNow(cashbackJob, {});
    await ctx.queue.runNow(cashbackJob, {});
    expect(await depositBalance(user.browser)).toBe(250);
    await expectLedgerClean(ctx);
  });

  it('[DEP-09] redeeming moves the cashback wallet to the deposit and shows both before and after', async () => {
    const tenantId = ctx.tenantIds.konter;
    const user = await registeredUser(ctx);
    const accountId = await accountIdByPhone(ctx, tenantId, user.phone);
    const empty = await user.browser.post('/api/v1/deposit/cashback-redeem', {});
    expect(empty.json().errors.amount).toEqual(['Saldo cashback Anda kosong.']);
    await ctx.database.withTenant(tenantId, (tx) =>
      postTransfer(tx, tenantId, {
        idempotencyKey: `cashback-wallet:${accountId}`,
        kind: 'test.cashback',
        at: ctx.clock.now(),
        legs: [
          { code: `cashback:${accountId}`, amount: 7_500 },
          { code: 'house:cashback', amount: -7_500 },
        ],
      }),
    );
    const redeemed = await user.browser.post('/api/v1/deposit/cashback-redeem', {});
    expect(redeemed.json().data).toEqual({
      cashback_before: 7_500,
      cashback_after: 0,
      deposit_before: 0,
      deposit_after: 7_500,
    });
    await expectLedgerClean(ctx);
  });
});

describe('deposit requests confirmed by an admin', () => {
  it('[DEP-10] an agent asks, the admin confirms part, the underpayment is recorded and only that is credited', async () => {
    const agent = await loggedIn('081234560002', '127.0.0.1');
    const before = await depositBalance(agent);
    const created = await agent.post('/api/v1/deposit/requests', {
      amount: 500_000,
      deposit_date: '2026-11-25',
      note: 'setor tunai',
    });
    expect(created.statusCode).toBe(201);
    const member = await loggedIn('081234560001', '127.0.0.1');
    expect((await member.get('/api/v1/admin/deposit/requests')).statusCode).toBe(403);
    const admin = await loggedIn('081234560009', '127.0.0.1');
    const pending = (await admin.get('/api/v1/admin/deposit/requests?status=pending')).json().data as { id: string }[];
    const id = created.json().data.id as string;
    expect(pending.map((row) => row.id)).toContain(id);
    const confirmed = await admin.post(`/api/v1/admin/deposit/requests/${id}/confirm`, { approved_amount: 450_000 });
    expect(confirmed.json().data.status).toBe('half_approved');
    const again = await admin.post(`/api/v1/admin/deposit/requests/${id}/confirm`, { approved_amount: 500_000 });
    expect(again.statusCode).toBe(422);
    const mine = (await agent.get('/api/v1/deposit/requests')).json().data as Record<string, unknown>[];
    expect(mine.find((row) => row.id === id)).toMatchObject({
      status: 'half_approved',
      approved_amount: 450_000,
      underpayment: 50_000,
      deposit_date: '2026-11-25',
    });
    expect(await depositBalance(agent)).toBe(before + 450_000);
    await expectLedgerClean(ctx);
  });
});
