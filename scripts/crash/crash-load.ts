/**
 * The clients of the crash checks: purchase loops that buy over HTTP as the web app does (session cookie, CSRF
 * cookie and header, the PIN in the body, a fresh idempotency key per purchase) and a top-up loop that opens a
 * Midtrans deposit and pays it at the gateway. Every acknowledged answer is recorded: that is what must survive.
 *
 * A purchase whose answer is lost (connection cut, 5xx while the server or the database is down) is sent again with
 * the same key a little later, as a client that does not know whether it was bought must do; the key is what makes
 * that safe, and the checks then prove it.
 */
import { apiHeaders, sitePaths } from '@konter/shared/contracts/site';
import { depositPaths } from '@konter/shared/contracts/deposits';
import { transactionPaths } from '@konter/shared/contracts/transactions';
import type { BenchBuyer } from '../../bench/support/bench-accounts.ts';
import { benchPin, benchProduct, telkomselNumber } from '../../bench/support/bench-accounts.ts';
import type { MidtransSimulator } from '../../apps/server/src/integrations/midtrans/midtrans.simulator.ts';

export type PurchaseAck = { key: string; accountId: string; refId: string; replayed: boolean };
export type DepositAck = { code: string; accountId: string; amount: number; paidAtGateway: boolean };

type PendingPurchase = { key: string; buyer: BenchBuyer; destination: string; tries: number; dueAt: number };

export type LoadFigures = {
  requests: number;
  purchaseRequests: number;
  depositRequests: number;
  /** Connection refused or cut, timeouts: the server was down or died mid-request. */
  networkErrors: number;
  serverErrors: number;
  /** 4xx answers (the first few are kept in `refusals`). */
  refused: number;
  retries: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const maxTries = 6;

export class CrashLoad {
  readonly purchaseAcks = new Map<string, PurchaseAck>();
  readonly depositAcks: DepositAck[] = [];
  /** Keys that got an acknowledgement with another ref_id than the first: a purchase bought twice. */
  readonly conflictingAcks: string[] = [];
  readonly refusals: string[] = [];
  readonly figures: LoadFigures = {
    requests: 0,
    purchaseRequests: 0,
    depositRequests: 0,
    networkErrors: 0,
    serverErrors: 0,
    refused: 0,
    retries: 0,
  };
  /** Every purchase key sent at least once, with what was asked. */
  readonly sent = new Map<string, PendingPurchase>();
  readonly #retryQueue: PendingPurchase[] = [];
  readonly #origin: string;
  readonly #buyers: BenchBuyer[];
  readonly #runId: string;
  readonly #midtrans: MidtransSimulator | null;
  #csrf: { cookie: string; token: string } | null = null;
  #serial = 0;
  #running = false;
  #loops: Promise<void>[] = [];

  constructor(options: {
    /** The server's origin: the same port after every restart. */
    origin: string;
    buyers: BenchBuyer[];
    runId: string;
    /** Pays each acknowledged top-up at the gateway; null: no top-ups. */
    midtrans: MidtransSimulator | null;
  }) {
    this.#origin = options.origin;
    this.#buyers = options.buyers;
    this.#runId = options.runId;
    this.#midtrans = options.midtrans;
  }

  /** The CSRF cookie and token, as the web app gets them when it loads; signed with the fixed SESSION_SECRET. */
  async prepare(): Promise<void> {
    const bootstrap = await fetch(`${this.#origin}${sitePaths.bootstrap}`);
    const cookie = bootstrap.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { csrfToken } = (await bootstrap.json()) as { csrfToken: string };
    this.#csrf = { cookie, token: csrfToken };
  }

  start(options: { purchaseLoops: number; depositLoops: number }): void {
    this.#running = true;
    for (let index = 0; index < options.purchaseLoops; index += 1) this.#loops.push(this.#purchaseLoop());
    for (let index = 0; index < options.depositLoops; index += 1) this.#loops.push(this.#depositLoop());
  }

  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
    this.#loops = [];
  }

  /**
   * After the load: every key never acknowledged is sent once more to the recovered server, as a client coming back
   * would. The answer is either the purchase made before (replayed) or a first purchase now; both are acknowledged.
   */
  async resumeUnacknowledged(): Promise<number> {
    const open = [...this.sent.values()].filter((purchase) => !this.purchaseAcks.has(purchase.key));
    const queue = [...open];
    const client = async () => {
      for (let purchase = queue.shift(); purchase; purchase = queue.shift()) await this.#sendPurchase(purchase);
    };
    await Promise.all(Array.from({ length: 4 }, client));
    return open.length;
  }

  async #purchaseLoop(): Promise<void> {
    while (this.#running) {
      const now = Date.now();
      const dueIndex = this.#retryQueue.findIndex((pending) => pending.dueAt <= now);
      const purchase = dueIndex >= 0 ? this.#retryQueue.splice(dueIndex, 1)[0] : this.#nextPurchase();
      if (!purchase) continue;
      if (purchase.tries > 0) this.figures.retries += 1;
      const outcome = await this.#sendPurchase(purchase);
      if (outcome === 'retry' && purchase.tries < maxTries) {
        purchase.dueAt = Date.now() + 300 * purchase.tries;
        this.#retryQueue.push(purchase);
      }
      // A refused connection answers at once: without a pause the loops would spin while the server restarts.
      if (outcome === 'retry') await sleep(50);
    }
  }

  #nextPurchase(): PendingPurchase {
    this.#serial += 1;
    const buyer = this.#buyers[this.#serial % this.#buyers.length] as BenchBuyer;
    const purchase: PendingPurchase = {
      key: `crash-${this.#runId}-${this.#serial}`,
      buyer,
      // A new number every time: one purchase of a product per number per day (TRX-04).
      destination: telkomselNumber(this.#serial),
      tries: 0,
      dueAt: 0,
    };
    this.sent.set(purchase.key, purchase);
    return purchase;
  }

  #headers(buyer: BenchBuyer): Record<string, string> {
    const csrf = this.#csrf;
    if (!csrf) throw new Error('prepare() first');
    return {
      'content-type': 'application/json',
      // The server runs with NODE_ENV=production, where the session cookie is host-only: `__Host-konter_session`.
      cookie: `${csrf.cookie}; __Host-konter_session=${buyer.sessionToken}`,
      [apiHeaders.csrf]: csrf.token,
      [apiHeaders.requestedWith]: apiHeaders.requestedWithValue,
    };
  }

  async #sendPurchase(purchase: PendingPurchase): Promise<'ok' | 'retry' | 'refused'> {
    purchase.tries += 1;
    this.figures.requests += 1;
    this.figures.purchaseRequests += 1;
    const answer = await this.#post(transactionPaths.purchase, purchase.buyer, {
      product_code: benchProduct,
      destination: purchase.destination,
      pin: benchPin,
      request_id: purchase.key,
    });
    if (answer === null) return 'retry';
    if (answer.status !== 200) return this.#failed(answer);
    const body = JSON.parse(answer.body) as { data: { ref_id: string }; replayed?: boolean };
    const earlier = this.purchaseAcks.get(purchase.key);
    if (earlier && earlier.refId !== body.data.ref_id) this.conflictingAcks.push(purchase.key);
    if (!earlier) {
      this.purchaseAcks.set(purchase.key, {
        key: purchase.key,
        accountId: purchase.buyer.accountId,
        refId: body.data.ref_id,
        replayed: body.replayed === true,
      });
    }
    return 'ok';
  }

  async #depositLoop(): Promise<void> {
    const midtrans = this.#midtrans;
    if (!midtrans) return;
    let serial = 0;
    while (this.#running) {
      serial += 1;
      const buyer = this.#buyers[(serial * 7) % this.#buyers.length] as BenchBuyer;
      const amount = 50_000;
      this.figures.requests += 1;
      this.figures.depositRequests += 1;
      const answer = await this.#post(depositPaths.topup, buyer, { provider: 'midtrans', method: 'qris', amount });
      if (answer?.status === 201) {
        const { data } = JSON.parse(answer.body) as { data: { code: string } };
        const ack: DepositAck = { code: data.code, accountId: buyer.accountId, amount, paidAtGateway: false };
        this.depositAcks.push(ack);
        // The customer pays on the gateway's page; the gateway notifies the server (and retries until it answers).
        await midtrans.pay(data.code).then(
          () => (ack.paidAtGateway = true),
          () => undefined,
        );
      } else if (answer) {
        this.#failed(answer);
      }
      // A top-up is not retried: it has no idempotency key, a lost answer leaves an unpaid deposit that expires.
      await sleep(answer ? 100 : 300);
    }
  }

  #failed(answer: { status: number; body: string }): 'retry' | 'refused' {
    if (answer.status >= 500) {
      this.figures.serverErrors += 1;
      return 'retry';
    }
    this.figures.refused += 1;
    if (this.refusals.length < 5) this.refusals.push(`${answer.status} ${answer.body.slice(0, 200)}`);
    return 'refused';
  }

  async #post(path: string, buyer: BenchBuyer, body: unknown): Promise<{ status: number; body: string } | null> {
    try {
      const response = await fetch(`${this.#origin}${path}`, {
        method: 'POST',
        headers: this.#headers(buyer),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      return { status: response.status, body: await response.text() };
    } catch {
      this.figures.networkErrors += 1;
      return null;
    }
  }
}
