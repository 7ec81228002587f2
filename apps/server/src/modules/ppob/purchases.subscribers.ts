import type { Tx } from '../../db/client.ts';
import { defineSubscriber, type DomainEventOf } from '../../platform/domain-events.ts';
import { publishEvent } from '../../platform/realtime.ts';
import { cancelCashbackAccrual, recordCashbackAccrual } from '../deposits/index.ts';
import { findById } from './purchases.repository.ts';
import { toTransactionResponse } from './settlement.ts';

/**
 * What follows a purchase's settlement, as subscribers of its domain events (decision 026).
 *
 * Synchronous (in the settling transaction): the realtime update. It is a NOTIFY, which PostgreSQL delivers only on
 * commit anyway; run as a job it would reach the live status card a polling interval later.
 *
 * Asynchronous (jobs after the commit, at least once): the cashback a purchase earned (DEP-09) and its withdrawal when
 * the seller takes the product back. Both read the purchase under a share lock and act on its status then, so either
 * order of the two jobs ends the same: an accrual only for a purchase that is still a success, withdrawn (if not yet
 * credited) once it is returned.
 */
async function announce(tx: Tx, event: { tenantId: string; purchaseId: string }): Promise<void> {
  const row = await findById(tx, event.tenantId, event.purchaseId);
  if (!row) return;
  await publishEvent(tx, row.tenantId, row.accountId, {
    type: 'transaction.updated',
    transaction: toTransactionResponse(row),
  });
}

const realtimeSettled = defineSubscriber({
  name: 'purchases.realtime-settled',
  type: 'purchase.settled',
  mode: 'sync',
  handle: announce,
});

const realtimeReturned = defineSubscriber({
  name: 'purchases.realtime-returned',
  type: 'purchase.returned',
  mode: 'sync',
  handle: announce,
});

const cashbackAccrual = defineSubscriber({
  name: 'purchases.cashback-accrual',
  type: 'purchase.settled',
  mode: 'async',
  async handle(event: DomainEventOf<'purchase.settled'>, { database }) {
    // A success charged again after its expiry earns nothing (as before the events): only a plain success does.
    if (event.outcome !== 'success' || event.cashback <= 0) return;
    await database.withTenant(event.tenantId, async (tx) => {
      const row = await findById(tx, event.tenantId, event.purchaseId, { share: true });
      if (row?.status !== 'success') return;
      // Earned on the day of the settlement, not of this job (a job run after midnight must not shift it a day).
      await recordCashbackAccrual(
        tx,
        event.tenantId,
        { accountId: event.accountId, amount: event.cashback, source: `purchase:${event.refId}` },
        new Date(event.at),
      );
    });
  },
});

const cashbackWithdrawal = defineSubscriber({
  name: 'purchases.cashback-withdrawal',
  type: 'purchase.returned',
  mode: 'async',
  async handle(event: DomainEventOf<'purchase.returned'>, { database }) {
    if (event.cashback <= 0) return;
    // Once credited it stays credited (as before the events); an accrual not credited yet is withdrawn.
    await database.withTenant(event.tenantId, (tx) =>
      cancelCashbackAccrual(tx, event.tenantId, `purchase:${event.refId}`),
    );
  },
});

export const purchaseSubscribers = [realtimeSettled, realtimeReturned, cashbackAccrual, cashbackWithdrawal] as const;
