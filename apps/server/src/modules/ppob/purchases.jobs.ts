import { z } from 'zod';
import { defineJob } from '../../platform/queue.ts';
import { runNameCheck } from './name-check-runner.ts';
import type { SettlementEngine } from './settlement.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The process's settlement engine (services.ts), the one its routes use. */
    settlement: SettlementEngine;
  }
}

/**
 * Sends a purchase to its supplier after the purchase committed. pg-boss retries the job if the process dies; the
 * retry sees the attempt recorded before the call and asks that supplier again with the same ref_id.
 */
export const dispatchPurchaseJob = defineJob({
  name: 'purchases.dispatch',
  schema: z.object({ tenantId: z.uuid(), id: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 180,
  async handler({ tenantId, id }, context) {
    await context.services.settlement.advance(tenantId, id);
  },
});

/** Every minute: waiting callbacks, purchases stuck in processing, timeouts (see settlement.recover). */
export const recoverPurchasesJob = defineJob({
  name: 'purchases.recover',
  schema: z.object({}).loose(),
  cron: '* * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const result = await context.services.settlement.recover();
    if (result.checked || result.callbacks) context.log.info(result, 'purchase recovery cycle');
  },
});

/** TRX-09: the background half of an account-name check. */
export const runNameCheckJob = defineJob({
  name: 'purchases.name-check',
  schema: z.object({ tenantId: z.uuid(), id: z.uuid(), sku: z.string().nullable() }),
  retryLimit: 2,
  expireInSeconds: 120,
  async handler(payload, context) {
    await runNameCheck(
      {
        database: context.database,
        clock: context.clock,
        suppliers: context.providers.suppliers,
        events: context.events,
      },
      payload,
    );
  },
});

export const purchaseJobs = [dispatchPurchaseJob, recoverPurchasesJob, runNameCheckJob] as const;
