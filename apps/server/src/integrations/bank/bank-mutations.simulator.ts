import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatRupiah, parseRupiah } from '@konter/shared/money';
import { jakartaDate, jakartaDateTime } from '@konter/shared/time/jakarta';
import type { Clock } from '../../platform/clock.ts';
import { acceptHtmlForms, escapeHtml, listenOnLoopback } from '../simulators/simulator-http.ts';
import { type BankMutationFeedConfig } from './bank-mutations.adapter.ts';

export type SimulatedBankAccount = { bankId: string; bank: string; accountNumber: string; accountName: string };

export type SimulatedMutation = {
  mutationId: string;
  bankId: string;
  bank: string;
  accountNumber: string;
  type: 'CR' | 'DB';
  amount: number;
  description: string;
  note: string;
  /** When the bank booked it. */
  bookedAt: Date;
  /** The account's balance after it. */
  balance: number;
};

export type AddCreditInput = {
  amount: number;
  description: string;
  /** Default: the simulator's clock. */
  bookedAt?: Date;
  /** Default: the first account; an unknown number opens a BCA account. */
  accountNumber?: string;
  note?: string;
};

/** The demo tenant's BCA account, which the simulator opens when it is given none. */
export const defaultSimulatedAccount = {
  bank: 'bca',
  accountNumber: '8720012345',
  accountName: 'KONTER DEMO',
} as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const mutationQuerySchema = z.object({
  type: z.enum(['CR', 'DB', 'cr', 'db']).optional(),
  bank: z.string().optional(),
  start_date: z.string().regex(dayPattern).optional(),
  end_date: z.string().regex(dayPattern).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

const transferFormSchema = z.object({
  account_number: z.string().min(1),
  amount: z.string(),
  sender: z.string().max(40).optional(),
  note: z.string().max(60).optional(),
});

/**
 * Stands in for a bank-mutation service in the style of Moota on loopback: `GET /api/v2/mutation` and
 * `GET /api/v2/bank` with a bearer token, and a page at `/bank` where a person "makes a transfer" to an account,
 * which books a credit mutation at once (the real service polls the bank every few minutes).
 */
export class BankMutationSimulator {
  readonly token: string;
  readonly #accounts = new Map<string, SimulatedBankAccount>();
  readonly #mutations: SimulatedMutation[] = [];
  readonly #balances = new Map<string, number>();
  readonly #clock: Clock;
  /** Each token and the accounts it reads (null: every account, the installation's token). */
  readonly #tokens = new Map<string, ReadonlySet<string> | null>();
  #app: FastifyInstance | null = null;
  #baseUrl = '';

  constructor(options: {
    /** Booking times of credits without one: the app's clock keeps them in the app's time. */
    clock: Clock;
    token?: string;
    accounts?: { accountNumber: string; bank?: string; accountName?: string }[];
  }) {
    this.token = options.token ?? 'simulator-mutation-token';
    this.#clock = options.clock;
    this.#tokens.set(this.token, null);
    for (const account of options.accounts ?? [defaultSimulatedAccount]) this.addAccount(account);
  }

  addAccount(input: { accountNumber: string; bank?: string; accountName?: string }): SimulatedBankAccount {
    const existing = this.#accounts.get(input.accountNumber);
    if (existing) return existing;
    const account = {
      bankId: randomBytes(6).toString('base64url'),
      bank: input.bank ?? 'bca',
      accountNumber: input.accountNumber,
      accountName: input.accountName ?? defaultSimulatedAccount.accountName,
    };
    this.#accounts.set(account.accountNumber, account);
    return account;
  }

  /** A user of the service of its own (a tenant's own token, issue 17): it reads only these accounts. */
  addToken(token: string, accountNumbers: string[]): void {
    this.#tokens.set(token, new Set(accountNumbers));
  }

  accounts(): SimulatedBankAccount[] {
    return [...this.#accounts.values()];
  }

  /** Books an incoming transfer. */
  addCredit(input: AddCreditInput): SimulatedMutation {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new RangeError(`A credit is a positive whole number of Rupiah: ${input.amount}`);
    }
    const account = input.accountNumber
      ? this.addAccount({ accountNumber: input.accountNumber })
      : (this.accounts()[0] ?? this.addAccount(defaultSimulatedAccount));
    const balance = (this.#balances.get(account.accountNumber) ?? 10_000_000) + input.amount;
    this.#balances.set(account.accountNumber, balance);
    const mutation: SimulatedMutation = {
      mutationId: randomBytes(8).toString('base64url'),
      bankId: account.bankId,
      bank: account.bank,
      accountNumber: account.accountNumber,
      type: 'CR',
      amount: input.amount,
      description: input.description,
      note: input.note ?? '',
      bookedAt: new Date(Math.floor((input.bookedAt ?? this.#clock.now()).getTime() / 1000) * 1000),
      balance,
    };
    this.#mutations.push(mutation);
    return { ...mutation };
  }

  /** Newest first. */
  mutations(): SimulatedMutation[] {
    return [...this.#mutations].sort((a, b) => b.bookedAt.getTime() - a.bookedAt.getTime()).map((m) => ({ ...m }));
  }

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    acceptHtmlForms(app);
    app.get('/api/v2/mutation', async (request, reply) => this.#listMutations(request, reply));
    app.get('/api/v2/bank', async (request, reply) => this.#listBanks(request, reply));
    app.get<{ Querystring: { ok?: string } }>('/bank', async (request, reply) =>
      reply.type('text/html').send(this.#page(request.query.ok ? 'Transfer booked.' : null, null)),
    );
    app.post('/bank/transfer', async (request, reply) => this.#transfer(request, reply));
    const baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    this.#baseUrl = baseUrl;
    return baseUrl;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  /** What `createBankMutationFeed` needs to read an account here. */
  feedConfig(accountNumber = this.accounts()[0]?.accountNumber ?? ''): BankMutationFeedConfig {
    return { baseUrl: this.#baseUrl, token: this.token, accountNumber };
  }

  async stop(): Promise<void> {
    await this.#app?.close();
  }

  #tokenOf(request: FastifyRequest): string {
    const authorization = request.headers.authorization ?? '';
    return authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
  }

  #authorized(request: FastifyRequest): boolean {
    return this.#tokens.has(this.#tokenOf(request));
  }

  /** Whether the request's (known) token may read an account. */
  #readable(request: FastifyRequest): (accountNumber: string) => boolean {
    const accounts = this.#tokens.get(this.#tokenOf(request));
    return (accountNumber) => accounts === null || accounts?.has(accountNumber) === true;
  }

  #listMutations(request: FastifyRequest, reply: FastifyReply) {
    if (!this.#authorized(request)) return reply.status(401).send({ message: 'Unauthenticated.' });
    const parsed = mutationQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), ['is invalid']]));
      return reply.status(422).send({ message: 'The given data was invalid.', errors });
    }
    const query = parsed.data;
    const readable = this.#readable(request);
    const matching = this.mutations().filter((mutation) => {
      const day = jakartaDate(mutation.bookedAt);
      return (
        readable(mutation.accountNumber) &&
        (!query.type || mutation.type === query.type.toUpperCase()) &&
        (!query.bank || mutation.bankId === query.bank) &&
        (!query.start_date || day >= query.start_date) &&
        (!query.end_date || day <= query.end_date)
      );
    });
    const lastPage = Math.max(1, Math.ceil(matching.length / query.per_page));
    const first = (query.page - 1) * query.per_page;
    return {
      current_page: query.page,
      last_page: lastPage,
      per_page: query.per_page,
      total: matching.length,
      from: matching.length > first ? first + 1 : null,
      to: matching.length > first ? Math.min(first + query.per_page, matching.length) : null,
      data: matching.slice(first, first + query.per_page).map((mutation) => ({
        mutation_id: mutation.mutationId,
        bank_id: mutation.bankId,
        account_number: mutation.accountNumber,
        bank_type: mutation.bank,
        date: jakartaDateTime(mutation.bookedAt),
        type: mutation.type,
        amount: mutation.amount,
        description: mutation.description,
        note: mutation.note,
        balance: mutation.balance,
        created_at: jakartaDateTime(mutation.bookedAt),
      })),
    };
  }

  #listBanks(request: FastifyRequest, reply: FastifyReply) {
    if (!this.#authorized(request)) return reply.status(401).send({ message: 'Unauthenticated.' });
    const readable = this.#readable(request);
    return {
      data: this.accounts()
        .filter((account) => readable(account.accountNumber))
        .map((account) => ({
          bank_id: account.bankId,
          bank_type: account.bank,
          account_number: account.accountNumber,
          atas_nama: account.accountName,
          balance: this.#balances.get(account.accountNumber) ?? 10_000_000,
          is_active: true,
        })),
    };
  }

  #transfer(request: FastifyRequest, reply: FastifyReply) {
    const parsed = transferFormSchema.safeParse(request.body);
    const amount = parsed.success ? parseRupiah(parsed.data.amount) : null;
    if (!parsed.success || !this.#accounts.has(parsed.data.account_number) || amount === null || amount <= 0) {
      return reply
        .status(400)
        .type('text/html')
        .send(this.#page(null, 'Enter an account and a whole amount in Rupiah.'));
    }
    const sender = (parsed.data.sender ?? '').trim().toUpperCase() || 'PENGIRIM DEMO';
    const note = (parsed.data.note ?? '').trim();
    const mutation = this.addCredit({
      accountNumber: parsed.data.account_number,
      amount,
      // How BCA prints an incoming online transfer, roughly.
      description: `TRSF E-BANKING CR ${jakartaDate(this.#clock.now()).slice(5).replace('-', '/')} ${amount}.00 ${sender}`,
      note,
    });
    return reply.redirect(`/bank?ok=${encodeURIComponent(mutation.mutationId)}`, 303);
  }

  #page(notice: string | null, error: string | null): string {
    const accounts = this.accounts();
    const accountField =
      accounts.length === 1 && accounts[0]
        ? `<input id="account" name="account_number" value="${escapeHtml(accounts[0].accountNumber)}" readonly>` +
          `<small>${escapeHtml(accounts[0].bank.toUpperCase())} · ${escapeHtml(accounts[0].accountName)}</small>`
        : `<select id="account" name="account_number">${accounts
            .map(
              (account) =>
                `<option value="${escapeHtml(account.accountNumber)}">${escapeHtml(account.bank.toUpperCase())} ` +
                `${escapeHtml(account.accountNumber)} · ${escapeHtml(account.accountName)}</option>`,
            )
            .join('')}</select>`;
    const rows = this.mutations()
      .slice(0, 20)
      .map(
        (mutation) =>
          `<tr><td>${escapeHtml(jakartaDateTime(mutation.bookedAt))}</td><td>${escapeHtml(mutation.accountNumber)}</td>` +
          `<td class="num">${escapeHtml(formatRupiah(mutation.amount))}</td>` +
          `<td>${escapeHtml(`${mutation.description} ${mutation.note}`.trim())}</td></tr>`,
      )
      .join('');
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bank transfer (simulator)</title>` +
      `<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#f0fdf4;color:#0f172a}` +
      `main{max-width:36rem;margin:auto}form,section{background:#fff;border-radius:.75rem;padding:1.25rem;` +
      `margin-bottom:1rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}label{display:block;margin:.75rem 0 .25rem}` +
      `input,select{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem}small{color:#64748b}` +
      `button{width:100%;margin-top:1rem;padding:.8rem;font-size:1rem;border:0;border-radius:.5rem;` +
      `background:#16a34a;color:#fff}.notice{color:#166534}.error{color:#b91c1c}table{width:100%;` +
      `border-collapse:collapse;font-size:.875rem}td,th{padding:.35rem;border-bottom:1px solid #e2e8f0;` +
      `text-align:left;vertical-align:top}.num{text-align:right;white-space:nowrap}</style></head><body><main>` +
      `<h1>Bank transfer (simulator)</h1>` +
      (notice ? `<p class="notice">${escapeHtml(notice)}</p>` : '') +
      (error ? `<p class="error">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="/bank/transfer"><label for="account">To account</label>${accountField}` +
      `<label for="amount">Amount (Rp), with the unique digits</label>` +
      `<input id="amount" name="amount" inputmode="numeric" placeholder="50.123" required>` +
      `<label for="sender">Sender name</label><input id="sender" name="sender" maxlength="40">` +
      `<label for="note">Note</label><input id="note" name="note" maxlength="60">` +
      `<button type="submit">Transfer</button></form>` +
      `<section><h2>Recent mutations</h2>` +
      (rows
        ? `<table><thead><tr><th>Booked (WIB)</th><th>Account</th><th class="num">Amount</th><th>Description</th>` +
          `</tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mutation yet.</p>') +
      `</section></main></body></html>`
    );
  }
}
