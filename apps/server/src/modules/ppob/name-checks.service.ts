import type { z } from 'zod';
import type { NameCheck, nameCheckBody } from '@konter/shared/contracts/transactions';
import type { Locale } from '@konter/shared/i18n/locales';
import { normalizeMsisdn } from '@konter/shared/phone/operators';
import type { Database } from '../../db/client.ts';
import type { Supplier } from '../../integrations/payments/supplier.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findProduct } from './catalogue.repository.ts';
import { firstAnswer, toNameCheck } from './name-check-runner.ts';
import { runNameCheckJob } from './purchases.jobs.ts';
import { findOwnNameCheck, insertNameCheck } from './purchases.repository.ts';

/**
 * TRX-09 / TRX-10: who is behind a number before buying. The PLN meter check answers at once (and its failure lets
 * the person buy anyway); the account-name check runs in the background, pending → success or failed, announced on
 * the realtime channel so a person who went on is told later.
 */
export function createNameChecksService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  suppliers: readonly Supplier[];
}) {
  const { database, clock, queue, suppliers } = deps;

  return {
    async plnCheck(meter: string) {
      const compact = meter.replace(/[\s.-]/g, '');
      if (!/^\d{11,12}$/.test(compact)) throw fieldError('meter', 'trx.incorrect_numbers');
      const result = await firstAnswer(suppliers, (supplier) => supplier.inquiryPln(compact));
      if (!result?.answer) throw fieldError('meter', 'trx.pln_check_failed');
      return {
        meter: result.answer.meter,
        customer_name: result.answer.name,
        segment_power: result.answer.segmentPower,
        // The reseller API's inquiry-pln answers it; the web's contract leaves it out.
        subscriber_id: result.answer.subscriberId,
      };
    },

    async start(
      tenant: Tenant,
      auth: Principal,
      body: z.output<typeof nameCheckBody>,
      locale: Locale,
    ): Promise<NameCheck> {
      let destination: string | null;
      if (body.family === 'listrik') {
        const compact = body.destination.replace(/[\s.-]/g, '');
        destination = /^\d{11,12}$/.test(compact) ? compact : null;
      } else {
        const number = normalizeMsisdn(body.destination);
        destination = number && /^08\d{8,11}$/.test(number) ? number : null;
      }
      if (!destination) throw fieldError('destination', 'trx.incorrect_numbers');
      let sku: string | null = null;
      if (body.family === 'emoney') {
        const product = body.product_code
          ? await database.withTenant(tenant.id, (tx) => findProduct(tx, tenant.id, body.product_code ?? ''))
          : null;
        if (!product || product.family !== 'emoney') throw fieldError('product_code', 'trx.no_product');
        sku = tenant.catalogueSettings.nameCheckSkus[product.operator] ?? null;
        if (!sku) throw fieldError('product_code', 'trx.name_check_failed');
      }
      const now = clock.now();
      const row = await database.withTenant(tenant.id, async (tx) => {
        const inserted = await insertNameCheck(tx, {
          tenantId: tenant.id,
          accountId: auth.accountId,
          family: body.family,
          destination,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        await queue.enqueue(tx, runNameCheckJob, { tenantId: tenant.id, id: inserted.id, sku });
        return inserted;
      });
      return toNameCheck(row, locale);
    },

    async get(tenant: Tenant, auth: Principal, id: string, locale: Locale): Promise<NameCheck> {
      const row = await database.withTenant(tenant.id, (tx) => findOwnNameCheck(tx, tenant.id, auth.accountId, id));
      if (!row) throw new AppError('not_found');
      return toNameCheck(row, locale);
    },
  };
}

export type NameChecksService = ReturnType<typeof createNameChecksService>;
