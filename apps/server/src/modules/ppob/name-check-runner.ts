import { randomInt } from 'node:crypto';
import type { NameCheck } from '@konter/shared/contracts/transactions';
import { translate } from '@konter/shared/i18n/messages';
import type { Locale } from '@konter/shared/i18n/locales';
import type { Database } from '../../db/client.ts';
import type { Supplier } from '../../integrations/payments/supplier.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { publishEvent } from '../../platform/realtime.ts';
import { findNameCheck, settleNameCheck, type NameCheckRow } from './purchases.repository.ts';

// The background half of a name check, apart from the service that enqueues it: the service imports the job
// (purchases.jobs.ts) and the job runs this, so living in the service made the two import each other.

export function toNameCheck(row: NameCheckRow, locale: Locale): NameCheck {
  return {
    id: row.id,
    status: row.status,
    destination: row.destination,
    name: row.name,
    message: row.message ? translate(locale, row.message) : null,
  };
}

/** Asks the suppliers in turn until one answers; null when every one failed to answer. */
export async function firstAnswer<T>(suppliers: readonly Supplier[], ask: (supplier: Supplier) => Promise<T>) {
  for (const supplier of suppliers) {
    try {
      return { answer: await ask(supplier) };
    } catch {
      // the next supplier may answer
    }
  }
  return null;
}

/** The background half of a name check: asks, records the answer once, announces it. */
export async function runNameCheck(
  deps: { database: Database; clock: Clock; suppliers: readonly Supplier[]; events?: DomainEvents },
  payload: { tenantId: string; id: string; sku: string | null },
): Promise<void> {
  const { database, clock, suppliers } = deps;
  const { tenantId, id, sku } = payload;
  const row = await database.withTenant(tenantId, (tx) => findNameCheck(tx, tenantId, id));
  if (!row || row.status !== 'pending') return;
  let name: string | null = null;
  if (sku === null) {
    name = (await firstAnswer(suppliers, (supplier) => supplier.inquiryPln(row.destination)))?.answer?.name ?? null;
  } else {
    const refId = `NC${clock.now().getTime().toString(36).toUpperCase()}${randomInt(1_000_000).toString(36).toUpperCase()}`;
    const result = await firstAnswer(suppliers, (supplier) =>
      supplier.inquiryPostpaid({ refId, buyerSkuCode: sku, customerNo: row.destination }),
    );
    const bill = result?.answer;
    name = bill && bill.status === 'success' && bill.customerName ? bill.customerName : null;
  }
  await database.withTenant(tenantId, async (tx) => {
    const updated = await settleNameCheck(tx, tenantId, id, {
      status: name ? 'success' : 'failed',
      name,
      message: name ? null : 'trx.name_check_failed',
      updatedAt: clock.now(),
    });
    if (updated) {
      await publishEvent(tx, tenantId, updated.accountId, {
        type: 'name-check.updated',
        check: toNameCheck(updated, 'id'),
      });
      await deps.events?.emit(tx, {
        type: 'name-check.completed',
        tenantId,
        accountId: updated.accountId,
        at: clock.now().toISOString(),
        checkId: id,
        destination: updated.destination,
        status: name ? 'success' : 'failed',
        name,
      });
    }
  });
}
