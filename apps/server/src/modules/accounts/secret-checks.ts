import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { attemptsSoFar, countAttempt, returnAttempt } from '../../platform/rate-counter.ts';
import { accountErrors } from './accounts.errors.ts';

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

/**
 * For the PIN, checked on every purchase: refuses when the account has no try left, without taking one (a read, not
 * two writes per purchase). Concurrent wrong PINs are bounded by the PIN's own, race-free limit; each one is then
 * counted here with `countWrongSecret`.
 */
export async function assertSecretTriesLeft(tx: Tx, tenantId: string, accountId: string, now: Date): Promise<void> {
  const sofar = await attemptsSoFar(tx, tenantId, keyOf(accountId), { windowMs: secretPolicy.windowMs, now });
  if (sofar.count >= secretPolicy.maxWrongTries) throw accountErrors.tooManyAttempts(sofar.retryAfterSeconds);
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
