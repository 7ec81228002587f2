import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { expectLedgerClean } from '../../test/ledger-helpers.ts';
import { chaosBuyer, ledgerBalanceOf } from '../../test/chaos-helpers.ts';
import { expectInFlightBalanced, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/*
 * Idempotency under load (docs/reliability.md). Purchases go through the real HTTP path (tenant by Host, session
 * cookie, CSRF token, PIN check with its attempt counter, validation, the purchase transaction) from 32 concurrent
 * clients. Every order number is sent once and replayed 1–5 times, all shuffled together; some replays change the
 * product or the selling price and must be refused. Whichever request of an order number commits first is "the
 * first": every other request with the same parameters must answer exactly its purchase, every other request with
 * different parameters 'Order number already exist', and the deposit is debited once per order number.
 *
 * `npm test` runs 1,000 requests; `npm run test:chaos` (CHAOS_SCALE=full) 100,000. CHAOS_SEED replays a plan,
 * CHAOS_REQUESTS changes its size.
 */
const full = process.env.CHAOS_SCALE === 'full';
const totalRequests = Number(process.env.CHAOS_REQUESTS ?? (full ? 100_000 : 1_000));
const seed = Number(process.env.CHAOS_SEED ?? 20_261_122);
const clients = 32;
// Enough accounts that requests of one account (one PIN counter, one deposit row) do not queue behind each other for
// long; each is funded for its orders.
const accountCount = full ? 128 : 8;

type Variant = 'same' | 'spelled' | 'product' | 'price';
type Order = { account: number; product: string; replays: Variant[]; keys: number[] };
type Planned = { order: number; variant: Variant; key: number };
type Reply = { status: number; replayedHeader: string | undefined; body: Record<string, unknown> };

const products = ['tsel5', 'tsel10', 'tsel20'] as const;
const otherProduct = (code: string) => (code === 'tsel20' ? 'tsel10' : 'tsel20');

const orderArbitrary: fc.Arbitrary<Order> = fc.record({
  account: fc.nat({ max: accountCount - 1 }),
  product: fc.constantFrom(...products),
  // Same parameters most of the time (also with the number spelled +62…, which is the same purchase), sometimes
  // another product or another selling price under the same order number.
  replays: fc.array(
    fc.oneof(
      { arbitrary: fc.constant<Variant>('same' as const), weight: 12 },
      { arbitrary: fc.constant<Variant>('spelled' as const), weight: 3 },
      { arbitrary: fc.constant<Variant>('product' as const), weight: 2 },
      { arbitrary: fc.constant<Variant>('price' as const), weight: 2 },
    ),
    { minLength: 1, maxLength: 5 },
  ),
  // Where each of its requests falls in the shuffled stream.
  keys: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }),
});

/** The seeded plan: orders, and every request (original and replays) in one shuffled stream of `totalRequests`. */
function plan(): { orders: Order[]; requests: Planned[] } {
  const sampled = fc.sample(fc.noBias(orderArbitrary), { seed, numRuns: Math.ceil(totalRequests / 2) });
  const orders: Order[] = [];
  const requests: Planned[] = [];
  for (const order of sampled) {
    if (requests.length >= totalRequests) break;
    const index = orders.length;
    orders.push(order);
    const variants = (['same', ...order.replays] satisfies Variant[]).slice(0, totalRequests - requests.length);
    variants.forEach((variant, position) => requests.push({ order: index, variant, key: order.keys[position] ?? 0 }));
  }
  requests.sort((a, b) => a.key - b.key);
  return { orders, requests };
}

const destinationOf = (order: number) => `0812${String(10_000_000 + order).padStart(8, '0')}`;
const orderNumberOf = (order: number) => `LOAD-${seed}-${order}`;
/** Requests with the same parameters form one group; only one group of an order number can be its purchase. */
const groupOf = (variant: Variant) => (variant === 'spelled' ? 'same' : variant);

function bodyOf(order: Order, index: number, variant: Variant) {
  const destination = destinationOf(index);
  return {
    product_code: variant === 'product' ? otherProduct(order.product) : order.product,
    destination: variant === 'spelled' ? `+62 ${destination.slice(1)}` : destination,
    order_number: orderNumberOf(index),
    ...(variant === 'price' ? { selling_price: 50_000 } : {}),
  };
}

let ctx: TestContext;
beforeAll(async () => {
  // The per-IP limit would answer 429 to a load test; it has its own tests (rate-limit.test.ts).
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
});
afterAll(() => ctx.close());

describe('idempotency under load', () => {
  it(
    `[TRX-02] ${totalRequests} purchase requests from ${clients} clients, each order number replayed 1–5 times: one debit per order number, every replay the first answer, a changed replay refused (seed ${seed})`,
    { timeout: full ? 4 * 60 * 60_000 : 300_000 },
    async () => {
      const started = performance.now();
      const { orders, requests } = plan();
      const ordersOf = (account: number) => orders.filter((order) => order.account === account).length;
      const buyers: Buyer[] = [];
      const funded: number[] = [];
      for (let account = 0; account < accountCount; account += 1) {
        // The dearest product, or its other product, for every order of the account, with room to spare.
        funded.push(ordersOf(account) * 25_000 + 100_000);
        // Password and PIN at argon2id's smallest cost: the real checks run, 100,000 of them just hash quickly.
        const who = await chaosBuyer(ctx, funded[account] ?? 0);
        who.browser.locale = 'en';
        buyers.push(who);
      }

      const ready = performance.now();
      const replies: Reply[] = new Array<Reply>(requests.length);
      let next = 0;
      const sendAll = async () => {
        for (let index = next++; index < requests.length; index = next++) {
          const request = requests[index] as Planned;
          const order = orders[request.order] as Order;
          const response = await purchase(
            buyers[order.account] as Buyer,
            bodyOf(order, request.order, request.variant),
          );
          const header = response.headers['idempotent-replayed'];
          replies[index] = {
            status: response.statusCode,
            replayedHeader: typeof header === 'string' ? header : undefined,
            body: response.json(),
          };
        }
      };
      await Promise.all(Array.from({ length: clients }, sendAll));
      const sentMs = performance.now() - ready;

      // Per order number: exactly one first answer; the same parameters answer it again, other ones are refused.
      const byOrder = new Map<number, { variant: Variant; reply: Reply }[]>();
      requests.forEach((request, index) => {
        const list = byOrder.get(request.order) ?? [];
        list.push({ variant: request.variant, reply: replies[index] as Reply });
        byOrder.set(request.order, list);
      });
      const problems: string[] = [];
      const spent = new Array<number>(accountCount).fill(0);
      for (const [index, list] of byOrder) {
        const firsts = list.filter(({ reply }) => reply.status === 200 && reply.body.replayed === false);
        const first = firsts[0];
        if (firsts.length !== 1 || !first) {
          problems.push(`${orderNumberOf(index)}: ${firsts.length} first answers`);
          continue;
        }
        const data = first.reply.body.data as { price: number; order_number: string };
        const account = (orders[index] as Order).account;
        spent[account] = (spent[account] ?? 0) + data.price;
        for (const { variant, reply } of list) {
          if (reply === first.reply) continue;
          if (groupOf(variant) === groupOf(first.variant)) {
            const same =
              reply.status === 200 &&
              reply.body.replayed === true &&
              reply.replayedHeader === 'true' &&
              JSON.stringify(reply.body.data) === JSON.stringify(first.reply.body.data);
            if (!same)
              problems.push(`${orderNumberOf(index)} ${variant}: ${reply.status} ${JSON.stringify(reply.body)}`);
          } else {
            const errors = reply.body.errors as Record<string, string[]> | undefined;
            if (reply.status !== 422 || errors?.order_number?.[0] !== 'Order number already exist') {
              problems.push(
                `${orderNumberOf(index)} ${variant} not refused: ${reply.status} ${JSON.stringify(reply.body)}`,
              );
            }
          }
        }
      }
      expect(problems.slice(0, 20)).toEqual([]);

      const tenantId = ctx.tenantIds.konter;
      const [debits] = await ctx.database.withTenant(tenantId, (tx) =>
        queryRows<{ transfers: number; purchases: number; orders: number }>(
          tx,
          sql`select (select count(*)::int from ledger_transfers where kind = 'purchase.debit') as transfers,
                     (select count(*)::int from prepaid_transactions) as purchases,
                     (select count(distinct order_number)::int from prepaid_transactions) as orders`,
        ),
      );
      expect(debits).toEqual({ transfers: byOrder.size, purchases: byOrder.size, orders: byOrder.size });
      for (const [account, who] of buyers.entries()) {
        expect(await ledgerBalanceOf(ctx, who)).toBe((funded[account] ?? 0) - (spent[account] ?? 0));
      }
      await expectLedgerClean(ctx);
      await expectInFlightBalanced(ctx);

      const refused = requests.filter((_, index) => replies[index]?.status === 422).length;
      console.info(
        `idempotency load: ${requests.length} requests, ${byOrder.size} order numbers, ` +
          `${refused} changed replays refused, ${accountCount} accounts, ${clients} clients, seed ${seed}; ` +
          `accounts ready in ${((ready - started) / 1000).toFixed(1)} s, requests sent in ${(sentMs / 1000).toFixed(1)} s ` +
          `(${Math.round(requests.length / (sentMs / 1000))}/s), checked in ${((performance.now() - ready - sentMs) / 1000).toFixed(1)} s` +
          ` (replay: CHAOS_SEED=${seed} CHAOS_REQUESTS=${totalRequests})`,
      );
    },
  );
});
