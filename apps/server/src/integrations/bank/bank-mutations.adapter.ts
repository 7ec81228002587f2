import { z } from 'zod';
// Mutation services filter by bank day and print booking times 'yyyy-MM-dd HH:mm:ss', both in Jakarta time.
import { jakartaDate, parseJakartaDateTime } from '@konter/shared/time/jakarta';
import type { BankMutation, BankMutationFeed } from '../payments/payment-gateway.ts';
import type { Clock } from '../../platform/clock.ts';

/** Moota's API: where a tenant's own token is read when the installation configures no mutation service. */
export const mootaApiUrl = 'https://app.moota.co';

export type BankMutationFeedConfig = {
  /** The mutation service (`https://app.moota.co` or the simulator). */
  baseUrl: string;
  /** The service's personal access token. */
  token: string;
  /** The tenant's account: only its credits are returned. */
  accountNumber: string;
  timeoutMs?: number;
};

export type BankMutationFeedErrorCode = 'unauthorized' | 'unavailable' | 'invalid_response';

export class BankMutationFeedError extends Error {
  readonly code: BankMutationFeedErrorCode;
  readonly httpStatus: number | null;

  constructor(code: BankMutationFeedErrorCode, message: string, httpStatus: number | null = null) {
    super(message);
    this.name = 'BankMutationFeedError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** The service's answer to a request: its JSON, or the error a refusal or a silence is. */
async function requestJson(url: string, token: string, timeoutMs: number | undefined): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs ?? 15_000),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BankMutationFeedError('unavailable', `Mutation service unreachable: ${message}`);
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 401 || response.status === 403) {
    throw new BankMutationFeedError('unauthorized', 'Mutation service refused the token', response.status);
  }
  if (!response.ok) {
    throw new BankMutationFeedError('unavailable', `Mutation service answered ${response.status}`, response.status);
  }
  return json;
}

const banksSchema = z.object({ data: z.array(z.object({ account_number: z.string() }).loose()) });

/**
 * The bank accounts the token may read (`GET {base}/api/v2/bank`): the back office's "test connection" of a tenant's
 * own token (issue 17), which changes nothing at the service.
 */
export async function listBankFeedAccounts(config: Omit<BankMutationFeedConfig, 'accountNumber'>): Promise<string[]> {
  const json = await requestJson(`${config.baseUrl.replace(/\/+$/, '')}/api/v2/bank`, config.token, config.timeoutMs);
  const banks = banksSchema.safeParse(json);
  if (!banks.success) throw new BankMutationFeedError('invalid_response', 'Bank list is unreadable');
  return banks.data.data.map((bank) => bank.account_number);
}

/** 50123, "50123" or "50123.00" → 50123; a real fraction or anything else → null. */
function wholeRupiah(value: number | string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const match = /^(\d+)(?:\.0{1,2})?$/.exec(value.trim());
  const amount = match?.[1] ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(amount) ? amount : null;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** One mutation as the service lists it (Moota's v2 shape); other fields are ignored. */
const mutationSchema = z.object({
  mutation_id: z.union([z.string().min(1), z.number()]).transform(String),
  account_number: z.string(),
  date: z.string(),
  type: z.string(),
  amount: z.union([z.number(), z.string()]),
  description: z.string().nullish(),
  note: z.string().nullish(),
});

const pageSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  data: z.array(mutationSchema),
});

const pageSize = 100;
const maxPages = 100;

/**
 * A bank account's credits from a mutation service in the style of Moota: `GET {base}/api/v2/mutation?type=CR`
 * between two bank days, with a bearer token, page by page. Booking times are Western Indonesia Time to the second,
 * so `since` is compared at second precision; callers dedupe by `id` when their windows overlap.
 * `clock`: the app's; the query's end date is today by it.
 */
export function createBankMutationFeed(config: BankMutationFeedConfig, clock: Clock): BankMutationFeed {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const account = digitsOnly(config.accountNumber);
  const now = () => clock.now();

  async function fetchPage(query: URLSearchParams) {
    const json = await requestJson(`${baseUrl}/api/v2/mutation?${query.toString()}`, config.token, config.timeoutMs);
    const page = pageSchema.safeParse(json);
    if (!page.success) throw new BankMutationFeedError('invalid_response', 'Mutation list is unreadable');
    return page.data;
  }

  return {
    async creditsSince(since: Date): Promise<BankMutation[]> {
      const from = Math.floor(since.getTime() / 1000) * 1000;
      const until = new Date(Math.max(now().getTime(), since.getTime()));
      const credits = new Map<string, BankMutation>();
      for (let page = 1; page <= maxPages; page += 1) {
        const query = new URLSearchParams({
          type: 'CR',
          start_date: jakartaDate(since),
          end_date: jakartaDate(until),
          page: String(page),
          per_page: String(pageSize),
        });
        const result = await fetchPage(query);
        for (const mutation of result.data) {
          const bookedAt = parseJakartaDateTime(mutation.date);
          const amount = wholeRupiah(mutation.amount);
          // An unreadable time or a fraction of a Rupiah cannot match a deposit; such rows are left out.
          if (!bookedAt || amount === null || amount <= 0) continue;
          if (mutation.type !== 'CR' || digitsOnly(mutation.account_number) !== account) continue;
          if (bookedAt.getTime() < from) continue;
          // A mutation booked while paging shifts the newest-first pages: the same row can come twice.
          credits.set(mutation.mutation_id, {
            id: mutation.mutation_id,
            amount,
            description: [mutation.description, mutation.note].filter(Boolean).join(' ').trim(),
            bookedAt,
            accountNumber: mutation.account_number,
          });
        }
        if (result.current_page >= result.last_page || result.data.length === 0) break;
      }
      return [...credits.values()].sort(
        (a, b) => a.bookedAt.getTime() - b.bookedAt.getTime() || a.id.localeCompare(b.id),
      );
    },
  };
}
