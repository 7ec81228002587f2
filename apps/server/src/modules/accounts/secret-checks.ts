import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError, type AppError } from '../../platform/errors.ts';
import {
  attemptsSoFar,
  clearAttempts,
  countAttempt,
  returnAttempt,
  windowStartOf,
} from '../../platform/rate-counter.ts';
import type { PinHasher } from '../../platform/secrets.ts';
import { verifySecret } from '../../platform/secrets.ts';
import { accountErrors } from './accounts.errors.ts';
import { findAccountById, updateAccount, type AccountRow } from './accounts.repository.ts';

/** ACC-07: five wrong PINs in 15 minutes lock the PIN until the window ends. */
export const pinPolicy = { maxWrongTries: 5, windowMs: 15 * 60_000 } as const;

/**
 * One limit per account for every secret it is asked for: the password at login and again inside a session (PIN
 * reset, password change, account deletion, deposit transfer, a purchase confirmed by password), the PIN and the
 * phone code. Ten wrong tries in a 15-minute window lock them all until the window ends, so no endpoint that asks
 * for a secret is a way around another's limit (decision 021). The PIN keeps its own, tighter limit besides (ACC-07).
 */
export const secretPolicy = { maxWrongTries: 10, windowMs: 15 * 60_000 } as const;

const keyOf = (accountId: string) => `secret:${accountId}`;

/**
 * Takes one try before the secret is checked: concurrent tries each get their own count (one statement), so a burst
 * cannot all pass a stale count. Throws the lock-out, with the real wait, when the account has no try left.
 */
async function takeSecretTry(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<void> {
  const decision = await countAttempt(tx, tenantId, keyOf(accountId), {
    limit: secretPolicy.maxWrongTries,
    windowMs: secretPolicy.windowMs,
    now,
  });
  if (!decision.allowed) throw accountErrors.tooManyAttempts(decision.retryAfterSeconds);
}

/** Counts one wrong secret against the account (the PIN's; the other checks take their try first). */
export async function countWrongSecret(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<void> {
  await countAttempt(tx, tenantId, keyOf(accountId), {
    limit: secretPolicy.maxWrongTries,
    windowMs: secretPolicy.windowMs,
    now,
  });
}

/** A right secret gives its try back: only wrong tries use up the account's tries. */
async function giveBackSecretTry(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<void> {
  await returnAttempt(tx, tenantId, keyOf(accountId), { windowMs: secretPolicy.windowMs, now });
}

/**
 * Checks one secret of an account under the shared limit, in one transaction: the try is taken first and its
 * counter row stays locked until the check is decided, so concurrent checks of one account queue up (twenty right
 * passwords at once all pass, twenty wrong ones use ten tries). A wrong secret is answered `false`, not thrown, so
 * the counted try commits; a right one gives it back. `verify` gets the transaction for checks that write (a code).
 */
export async function checkAccountSecret(
  deps: { database: Database; clock: Clock },
  tenantId: string,
  accountId: string,
  verify: (tx: Tx) => Promise<boolean>,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.database.withTenant(tenantId, async (tx) => {
    await takeSecretTry(tx, tenantId, accountId, now);
    const right = await verify(tx);
    if (right) await giveBackSecretTry(tx, tenantId, accountId, now);
    return right;
  });
}

/**
 * The counters a money action's PIN is judged by, with the wrong tries each allows in its window: its own (ACC-07)
 * and the account's shared one (decision 021).
 */
export function pinTryKeys(accountId: string, now: Date) {
  return {
    pinTry: {
      key: `pin:${accountId}`,
      windowStart: windowStartOf(now, pinPolicy.windowMs),
      limit: pinPolicy.maxWrongTries,
    },
    secretTries: {
      key: keyOf(accountId),
      windowStart: windowStartOf(now, secretPolicy.windowMs),
      limit: secretPolicy.maxWrongTries,
    },
  };
}

/**
 * The refusal of a PIN whose tries are used up, with the wait until its window ends: the PIN's own limit ('pin',
 * ACC-07) or the account's shared one ('secrets', decision 021).
 */
export function pinLockOut(limit: 'pin' | 'secrets', now: Date): AppError {
  const policy = limit === 'pin' ? pinPolicy : secretPolicy;
  const windowEnd = windowStartOf(now, policy.windowMs).getTime() + policy.windowMs;
  const retryAfter = Math.ceil((windowEnd - now.getTime()) / 1000);
  return limit === 'pin' ? accountErrors.maxPinAttempts(retryAfter) : accountErrors.tooManyAttempts(retryAfter);
}

/**
 * The PIN's check of a money action confirmed on the web (a bill, a spreadsheet's go-ahead, a purchase whose PIN is
 * stored the slow way: TRX-05, ACC-07), decision 028: the caller's transaction has already taken one try of the
 * PIN's limit (`pinTries`, the count with this try) and read the shared limit's count. 'wrong' asks the caller to
 * commit (the try and the shared count stay) and then refuse with `accountErrors.pinWrong()`; a right PIN's try is
 * given back by the caller. A purchase judges a keyed PIN itself, before any lock (decision 052).
 */
async function judgePin(
  tx: Tx,
  deps: { pins: PinHasher },
  input: {
    account: AccountRow;
    pin: string | undefined;
    pinTries: number | null;
    secretTries: number;
    now: Date;
  },
): Promise<'right' | 'wrong'> {
  const { account, now } = input;
  if (!account.pinHash) throw new Error('judgePin needs an account with a PIN');
  if (!input.pin) throw fieldError('pin', 'trx.pin_required');
  if ((input.pinTries ?? 0) > pinPolicy.maxWrongTries) throw pinLockOut('pin', now);
  if (input.secretTries >= secretPolicy.maxWrongTries) throw pinLockOut('secrets', now);
  const check = await deps.pins.check(input.pin, account.pinHash);
  if (!check.right) {
    await countWrongSecret(tx, account.tenantId, account.id, now);
    return 'wrong';
  }
  // A PIN stored before the keyed hash is upgraded by its first right entry.
  if (check.rehashed) await updateAccount(tx, account.tenantId, account.id, { pinHash: check.rehashed });
  return 'right';
}

/** The password that confirms a money action of an account without a PIN, under the shared limit. */
export async function confirmWithPassword(
  deps: { database: Database; clock: Clock },
  tenantId: string,
  accountId: string,
  password: string | undefined,
): Promise<void> {
  if (!password) throw fieldError('password', 'trx.password_required');
  if (!(await verifyAccountPassword(deps, tenantId, accountId, password))) {
    throw fieldError('password', 'account.wrong_password');
  }
}

/**
 * For other modules that confirm an action with the password (a deposit transfer; a purchase through
 * `confirmWithPassword`): under the account's shared limit of wrong secrets, which throws the lock-out once it is
 * used up.
 */
export async function verifyAccountPassword(
  deps: { database: Database; clock: Clock },
  tenantId: string,
  accountId: string,
  password: string,
): Promise<boolean> {
  const account = await deps.database.withTenant(tenantId, (tx) => findAccountById(tx, tenantId, accountId));
  if (!account) return false;
  return checkAccountSecret(deps, tenantId, accountId, () => verifySecret(password, account.passwordHash));
}

/**
 * `judgePin` in a transaction of its own, for actions that are not the hot path (a bill's payment, a spreadsheet's
 * go-ahead, the PIN check of the settings page): the try is taken, the PIN judged, a wrong try committed before the
 * refusal. Only the web confirms with a secret; a job or an API call was confirmed otherwise.
 */
export async function confirmMoneyAction(
  deps: { database: Database; clock: Clock; pins: PinHasher },
  principal: { tenantId: string; accountId: string; channel: 'web' | 'api' | 'job' },
  secret: { pin?: string | undefined; password?: string | undefined },
): Promise<void> {
  if (principal.channel !== 'web') return;
  const { tenantId, accountId } = principal;
  const account = await deps.database.withTenant(tenantId, (tx) => findAccountById(tx, tenantId, accountId));
  if (!account) throw accountErrors.notRegistered();
  if (!account.pinHash) return confirmWithPassword(deps, tenantId, accountId, secret.password);
  if (!secret.pin) throw fieldError('pin', 'trx.pin_required');
  const verdict = await deps.database.withTenant(tenantId, (tx) => judgePinOnce(tx, deps, account, secret.pin));
  if (verdict === 'wrong') throw accountErrors.pinWrong();
}

/**
 * A PIN found wrong (against its keyed hash, before any lock): its try taken and counted against the PIN's limit and
 * the account's shared one, in the caller's transaction, which commits it before refusing. Throws the lock-out when
 * either limit has no try left (the transaction then rolls back: a try past the limit counts nothing, as in
 * `judgePin`).
 */
export async function countWrongPin(tx: Tx, account: AccountRow, now: Date): Promise<void> {
  const windows = pinTryKeys(account.id, now);
  const taken = await countAttempt(tx, account.tenantId, windows.pinTry.key, {
    limit: pinPolicy.maxWrongTries,
    windowMs: pinPolicy.windowMs,
    now,
  });
  if (!taken.allowed) throw pinLockOut('pin', now);
  await assertSecretTriesLeft(tx, account, now);
  await countWrongSecret(tx, account.tenantId, account.id, now);
}

/** The lock-out when the account's shared limit of wrong secrets is used up (decision 021). */
async function assertSecretTriesLeft(tx: Tx, account: AccountRow, now: Date): Promise<void> {
  const sofar = await attemptsSoFar(tx, account.tenantId, keyOf(account.id), { windowMs: secretPolicy.windowMs, now });
  if (sofar.count >= secretPolicy.maxWrongTries) throw pinLockOut('secrets', now);
}

/**
 * A right PIN's limits, for a purchase whose statement does not check them itself (one paid in steps): read behind
 * the lock of the PIN's counter rows (`lockAttempts`, sent in front of this read), so no wrong try counted meanwhile
 * is missed. Throws the lock-out when the PIN's tries, or the account's, are used up (decision 052).
 */
export async function assertPinTriesLeft(tx: Tx, account: AccountRow, now: Date): Promise<void> {
  const windows = pinTryKeys(account.id, now);
  const pin = await attemptsSoFar(tx, account.tenantId, windows.pinTry.key, { windowMs: pinPolicy.windowMs, now });
  if (pin.count >= pinPolicy.maxWrongTries) throw pinLockOut('pin', now);
  await assertSecretTriesLeft(tx, account, now);
}

/** Takes the PIN's try, judges it and gives a right one's try back, in the caller's transaction. */
export async function judgePinOnce(
  tx: Tx,
  deps: { clock: Clock; pins: PinHasher },
  account: AccountRow,
  pin: string | undefined,
): Promise<'right' | 'wrong'> {
  const now = deps.clock.now();
  const windows = pinTryKeys(account.id, now);
  const taken = await countAttempt(tx, account.tenantId, windows.pinTry.key, {
    limit: pinPolicy.maxWrongTries,
    windowMs: pinPolicy.windowMs,
    now,
  });
  const sofar = await attemptsSoFar(tx, account.tenantId, windows.secretTries.key, {
    windowMs: secretPolicy.windowMs,
    now,
  });
  const verdict = await judgePin(tx, deps, { account, pin, pinTries: taken.count, secretTries: sofar.count, now });
  if (verdict === 'right') await clearAttempts(tx, account.tenantId, windows.pinTry.key);
  return verdict;
}
