import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSchema, type Deposit } from '@konter/shared/contracts/deposits';
import { queryRows } from '../../db/client.ts';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { accountIdByPhone, expectLedgerClean } from '../../test/ledger-helpers.ts';
import { createTestApp, type TestBrowser, type TestContext } from '../../test/test-app.ts';
import { depositJobs } from './deposits.jobs.ts';

/*
 * DEP-06: the three unique digits identify a bank transfer among every request that can still be claimed (24 hours
 * from its processing), not only among those of one processing day (decision 020).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

const [, bankMatchJob] = depositJobs;
const bcaAccount = '8720012345';

function requestBankTopUp(browser: TestBrowser, amount: number) {
  return browser.post('/api/v1/deposit/topup', { provider: 'bank', method: 'bca', amount, holder_name: 'Siti Aminah' });
}

async function bankTopUp(browser: TestBrowser, amount: number): Promise<Deposit> {
  const response = await requestBankTopUp(browser, amount);
  expect(response.statusCode, response.body).toBe(201);
  return depositSchema.parse(response.json().data);
}

const balance = async (browser: TestBrowser) => (await browser.get('/api/v1/account')).json().data.deposit as number;
const status = async (browser: TestBrowser, code: string) =>
  depositSchema.parse((await browser.get(`/api/v1/deposit/topup/${code}`)).json().data).status;

async function ownerOf(code: string): Promise<{ tenantId: string; accountId: string }> {
  const [row] = await ctx.database.withSystem((tx) =>
    queryRows<{ tenant_id: string; account_id: string }>(
      tx,
      sql`select tenant_id, account_id from deposits where code = ${code}`,
    ),
  );
  if (!row) throw new Error(`no deposit ${code}`);
  return { tenantId: row.tenant_id, accountId: row.account_id };
}

/**
 * Pending BCA requests of `amount` for these unique digits, written as an earlier processing day left them (the
 * code prefix lets the test remove them afterwards).
 */
async function pendingRequests(
  owner: { tenantId: string; accountId: string },
  amount: number,
  digits: number[],
  at: { processDate: string; createdAt: string; expiresAt: string },
  prefix: string,
  reviewFlag: string | null = null,
) {
  await ctx.database.withSystem((tx) =>
    tx.execute(sql`
      insert into deposits (tenant_id, code, account_id, amount, unique_code, charged, provider, method, holder_name,
                            process_date, expires_at, review_flag, created_at, updated_at)
      select ${owner.tenantId}, ${prefix} || lpad(d::text, 3, '0'), ${owner.accountId}, ${amount}, d, ${amount} + d,
             'bank', 'bca', 'Budi', ${at.processDate}, ${at.expiresAt}, ${reviewFlag}, ${at.createdAt}, ${at.createdAt}
      from unnest(${sql.raw(`array[${digits.join(',')}]::int[]`)}) as d`),
  );
}

async function removeRequests(prefix: string) {
  await ctx.database.withSystem((tx) => tx.execute(sql`delete from deposits where code like ${`${prefix}%`}`));
}

async function pendingAmountsShared(amount: number): Promise<number> {
  const [row] = await ctx.database.withSystem((tx) =>
    queryRows<{ shared: string }>(
      tx,
      sql`select count(*) - count(distinct (tenant_id, method, charged)) as shared from deposits
          where provider = 'bank' and status = 'pending' and amount = ${amount}`,
    ),
  );
  return Number(row?.shared ?? 0);
}

const allDigits = Array.from({ length: 999 }, (_, i) => i + 1);

describe('bank transfer unique digits across processing days', () => {
  it("[DEP-06] this morning's request never gets the amount of yesterday evening's, which can still be claimed", async () => {
    ctx.clock.set('2026-12-01T13:00:00.000Z'); // 20:00 in Jakarta: processed today, claimable until tomorrow 20:00
    const yesterday = await registeredUser(ctx);
    const evening = await bankTopUp(yesterday.browser, 70_000);
    expect(evening.process_date).toBe('2026-12-01');
    // Every other digit of the evening is taken too, except one: the morning request can only get that one.
    const free = evening.unique_code === 500 ? 501 : 500;
    const prefix = 'DEPXD1';
    await pendingRequests(
      await ownerOf(evening.code),
      70_000,
      allDigits.filter((digits) => digits !== free && digits !== evening.unique_code),
      { processDate: '2026-12-01', createdAt: '2026-12-01T12:00:00.000Z', expiresAt: '2026-12-02T12:00:00.000Z' },
      prefix,
    );
    try {
      ctx.clock.set('2026-12-02T02:00:00.000Z'); // 09:00 in Jakarta, the next processing day
      const today = await registeredUser(ctx);
      const morning = await bankTopUp(today.browser, 70_000);
      expect(morning.process_date).toBe('2026-12-02');
      expect(morning.unique_code).toBe(free);
      expect(morning.charged).not.toBe(evening.charged);
      // Nothing is left for a third request of this amount: refused with a translated message, never a 500.
      const third = await requestBankTopUp(today.browser, 70_000);
      expect(third.statusCode).toBe(422);
      expect(third.json().errors.method).toEqual(['Metode pembayaran tidak tersedia']);

      // Each transfer pays its own request.
      ctx.simulators.bank.addCredit({ accountNumber: bcaAccount, amount: morning.charged, description: 'TRSF PAGI' });
      await ctx.queue.runNow(bankMatchJob, {});
      expect(await status(today.browser, morning.code)).toBe('paid');
      expect(await balance(today.browser)).toBe(morning.charged);
      expect(await status(yesterday.browser, evening.code)).toBe('pending');
      expect(await balance(yesterday.browser)).toBe(0);
      ctx.simulators.bank.addCredit({ accountNumber: bcaAccount, amount: evening.charged, description: 'TRSF MALAM' });
      await ctx.queue.runNow(bankMatchJob, {});
      expect(await status(yesterday.browser, evening.code)).toBe('paid');
      expect(await balance(yesterday.browser)).toBe(evening.charged);
      expect(await balance(today.browser)).toBe(morning.charged);
    } finally {
      await removeRequests(prefix);
    }
    await expectLedgerClean(ctx);
  });

  it('[DEP-06] concurrent requests racing for the last free digits each get a distinct amount, or a translated refusal', async () => {
    ctx.clock.set('2026-12-03T02:00:00.000Z');
    const user = await registeredUser(ctx);
    const first = await bankTopUp(user.browser, 80_000);
    // Yesterday's claimable requests hold all but five digits (and today's first request one more).
    const free = [111, 222, 333, 444, 555].filter((digits) => digits !== first.unique_code);
    const prefix = 'DEPXC1';
    await pendingRequests(
      await ownerOf(first.code),
      80_000,
      allDigits.filter((digits) => !free.includes(digits) && digits !== first.unique_code),
      { processDate: '2026-12-02', createdAt: '2026-12-02T10:00:00.000Z', expiresAt: '2026-12-03T10:00:00.000Z' },
      prefix,
    );
    try {
      const responses = await Promise.all(Array.from({ length: 12 }, () => requestBankTopUp(user.browser, 80_000)));
      const created = responses.filter((response) => response.statusCode === 201);
      const refused = responses.filter((response) => response.statusCode !== 201);
      const digits = created.map((response) => depositSchema.parse(response.json().data).unique_code);
      expect(digits.toSorted((a, b) => a - b)).toEqual(free);
      expect(refused).toHaveLength(12 - free.length);
      for (const response of refused) {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.method).toEqual(['Metode pembayaran tidak tersedia']);
      }
      expect(await pendingAmountsShared(80_000)).toBe(0);
    } finally {
      await removeRequests(prefix);
    }
  });

  it('[DEP-06] many concurrent requests of one amount all get distinct amounts to transfer', async () => {
    ctx.clock.set('2026-12-03T03:00:00.000Z');
    const browsers = (await Promise.all([registeredUser(ctx), registeredUser(ctx), registeredUser(ctx)])).map(
      (user) => user.browser,
    );
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => i % 3)
        .flatMap((i) => browsers.slice(i, i + 1))
        .map((browser) => requestBankTopUp(browser, 90_000)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 30 }, () => 201));
    const amounts = new Set(responses.map((response) => depositSchema.parse(response.json().data).charged));
    expect(amounts.size).toBe(30);
    expect(await pendingAmountsShared(90_000)).toBe(0);
  });

  it('[DEP-06] a transfer that matches two claimable requests (from before this rule) credits nobody and is flagged for a person', async () => {
    ctx.clock.set('2026-12-04T13:00:00.000Z'); // 20:00 in Jakarta
    const evening = await registeredUser(ctx);
    const request = await bankTopUp(evening.browser, 110_000);
    const owner = await ownerOf(request.code);
    // This morning's request of another person with the same amount, as the old rule allowed (the migration flags
    // such pairs `shared_amount`, which keeps them out of the unique index).
    ctx.clock.set('2026-12-05T02:00:00.000Z');
    const morning = await registeredUser(ctx);
    const morningAccount = await accountIdByPhone(ctx, owner.tenantId, morning.phone);
    const prefix = 'DEPXA1';
    await pendingRequests(
      { tenantId: owner.tenantId, accountId: morningAccount },
      110_000,
      [request.unique_code],
      { processDate: '2026-12-05', createdAt: '2026-12-05T02:00:00.000Z', expiresAt: '2026-12-06T02:00:00.000Z' },
      prefix,
      'shared_amount',
    );
    await ctx.database.withSystem((tx) =>
      tx.execute(sql`update deposits set review_flag = 'shared_amount' where code = ${request.code}`),
    );
    const legacyCode = `${prefix}${String(request.unique_code).padStart(3, '0')}`;
    try {
      const credit = ctx.simulators.bank.addCredit({
        accountNumber: bcaAccount,
        amount: request.charged,
        description: 'TRSF E-BANKING CR 110',
      });
      await ctx.queue.runNow(bankMatchJob, {});
      await ctx.queue.runNow(bankMatchJob, {});
      expect(await status(evening.browser, request.code)).toBe('pending');
      expect(await balance(evening.browser)).toBe(0);
      expect(await balance(morning.browser)).toBe(0);
      const [mutation] = await ctx.database.withSystem((tx) =>
        queryRows<{ deposit_code: string | null; review_flag: string | null }>(
          tx,
          sql`select deposit_code, review_flag from bank_mutations where mutation_id = ${credit.mutationId}`,
        ),
      );
      expect(mutation).toEqual({ deposit_code: null, review_flag: `ambiguous:${request.code},${legacyCode}` });
      const audits = await ctx.database.withSystem((tx) =>
        queryRows<{ action: string; details: { candidates: string[]; amount: number } }>(
          tx,
          sql`select action, details from audit_events where details->>'mutationId' = ${credit.mutationId}`,
        ),
      );
      expect(audits).toEqual([
        {
          action: 'bank_transfer.ambiguous',
          details: expect.objectContaining({ amount: request.charged, candidates: [request.code, legacyCode] }),
        },
      ]);
    } finally {
      await removeRequests(prefix);
    }
    await expectLedgerClean(ctx);
  });
});
