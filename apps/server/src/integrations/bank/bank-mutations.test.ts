import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDate } from '@konter/shared/time/jakarta';
import { FakeClock } from '../../platform/clock.ts';
import { BankMutationFeedError, createBankMutationFeed } from './bank-mutations.adapter.ts';
import { BankMutationSimulator, defaultSimulatedAccount } from './bank-mutations.simulator.ts';

let simulator: BankMutationSimulator;
const clock = new FakeClock('2026-11-23T03:00:00.000Z');

beforeAll(async () => {
  simulator = new BankMutationSimulator({ clock });
  simulator.addAccount({ accountNumber: '0987654321', bank: 'bri', accountName: 'TOKO LAIN' });
  await simulator.start();
});

afterAll(() => simulator.stop());

function feedFor(accountNumber: string = defaultSimulatedAccount.accountNumber) {
  return createBankMutationFeed(simulator.feedConfig(accountNumber), clock);
}

describe('bank mutation feed', () => {
  it('[DEP-06] a credit booked at the bank is returned by the feed of its account', async () => {
    clock.set('2026-11-23T03:00:00.000Z');
    const booked = simulator.addCredit({ amount: 50_123, description: 'TRSF E-BANKING CR SITI AMINAH' });
    const credits = await feedFor().creditsSince(new Date('2026-11-23T02:59:00.000Z'));
    expect(credits).toEqual([
      {
        id: booked.mutationId,
        amount: 50_123,
        description: 'TRSF E-BANKING CR SITI AMINAH',
        bookedAt: new Date('2026-11-23T03:00:00.000Z'),
        accountNumber: defaultSimulatedAccount.accountNumber,
      },
    ]);
    // Another tenant's account does not see it.
    expect(await feedFor('0987654321').creditsSince(new Date('2026-11-23T00:00:00.000Z'))).toEqual([]);
  });

  it('[DEP-06] only credits booked since the given time come back, oldest first, across bank days', async () => {
    clock.set('2026-11-24T18:00:00.000Z'); // 01:00 on the 25th in Jakarta
    const early = simulator.addCredit({
      amount: 75_001,
      description: 'early',
      bookedAt: new Date('2026-11-24T10:00:00Z'),
    });
    const later = simulator.addCredit({
      amount: 75_002,
      description: 'later',
      bookedAt: new Date('2026-11-24T16:59:59Z'),
    });
    const last = simulator.addCredit({ amount: 75_003, description: 'after midnight WIB' });
    expect(jakartaDate(later.bookedAt)).toBe('2026-11-24');
    expect(jakartaDate(last.bookedAt)).toBe('2026-11-25');

    const credits = await feedFor().creditsSince(new Date('2026-11-24T12:00:00.000Z'));
    expect(credits.map((credit) => credit.id)).toEqual([later.mutationId, last.mutationId]);
    expect(credits.map((credit) => credit.id)).not.toContain(early.mutationId);

    // A since inside the booking second still includes it (booking times have second precision).
    const sameSecond = await feedFor().creditsSince(new Date('2026-11-24T16:59:59.700Z'));
    expect(sameSecond.map((credit) => credit.amount)).toEqual([75_002, 75_003]);
  });

  it('[DEP-06] reads every page of a busy account', async () => {
    clock.set('2026-11-26T05:00:00.000Z');
    for (let index = 0; index < 230; index += 1) {
      simulator.addCredit({
        accountNumber: '0987654321',
        amount: 10_000 + index,
        description: `busy ${index}`,
        bookedAt: new Date(clock.now().getTime() - index * 1000),
      });
    }
    const credits = await feedFor('0987654321').creditsSince(new Date('2026-11-26T00:00:00.000Z'));
    expect(credits).toHaveLength(230);
    expect(credits[0]?.amount).toBe(10_229);
    expect(credits.at(-1)?.amount).toBe(10_000);
  });

  it('[DEP-06] a wrong token is a typed error, and so is an unreachable service', async () => {
    const wrong = createBankMutationFeed({ ...simulator.feedConfig(), token: 'nope' }, clock);
    const refused = await wrong.creditsSince(clock.now()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BankMutationFeedError);
    expect(refused).toMatchObject({ code: 'unauthorized', httpStatus: 401 });
    const down = createBankMutationFeed({ ...simulator.feedConfig(), baseUrl: 'http://127.0.0.1:9' }, clock);
    await expect(down.creditsSince(clock.now())).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('[DEP-06] the mutation API answers in the Moota shape', async () => {
    const response = await fetch(
      `${simulator.baseUrl}/api/v2/mutation?type=CR&start_date=2026-11-23&end_date=2026-11-23`,
      {
        headers: { authorization: `Bearer ${simulator.token}` },
      },
    );
    const body = (await response.json()) as {
      data: Record<string, unknown>[];
      current_page: number;
      last_page: number;
    };
    expect(body).toMatchObject({ current_page: 1, last_page: 1 });
    expect(body.data[0]).toMatchObject({
      type: 'CR',
      amount: 50_123,
      date: '2026-11-23 10:00:00',
      account_number: '8720012345',
    });
    const invalid = await fetch(`${simulator.baseUrl}/api/v2/mutation?start_date=23-11-2026`, {
      headers: { authorization: `Bearer ${simulator.token}` },
    });
    expect(invalid.status).toBe(422);
  });

  it('[DEP-06] a person transfers on the bank page and the feed sees the credit', async () => {
    clock.set('2026-11-27T02:00:00.000Z');
    const page = await fetch(`${simulator.baseUrl}/bank`);
    const html = await page.text();
    expect(html).toContain('name="viewport"');
    expect(html).toContain('0987654321');
    expect(html).toContain(defaultSimulatedAccount.accountNumber);

    const response = await fetch(`${simulator.baseUrl}/bank/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        account_number: defaultSimulatedAccount.accountNumber,
        amount: '50.457',
        sender: 'Budi Santoso',
        note: 'deposit',
      }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/bank\?ok=/);
    const credits = await feedFor().creditsSince(new Date('2026-11-27T01:00:00.000Z'));
    expect(credits).toMatchObject([{ amount: 50_457, bookedAt: clock.now() }]);
    expect(credits[0]?.description).toContain('BUDI SANTOSO');
    expect(credits[0]?.description).toContain('deposit');

    const listing = await (await fetch(`${simulator.baseUrl}/bank`)).text();
    expect(listing).toContain('Rp 50.457');

    const refused = await fetch(`${simulator.baseUrl}/bank/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account_number: defaultSimulatedAccount.accountNumber, amount: '10,5' }).toString(),
    });
    expect(refused.status).toBe(400);
  });
});
