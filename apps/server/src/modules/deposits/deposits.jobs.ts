import { z } from 'zod';
import { listTenants } from '../tenants/index.ts';
import { defineJob, type JobContext } from '../../platform/queue.ts';
import { createDepositsService } from './deposits.service.ts';

function serviceOf(context: JobContext) {
  return createDepositsService({
    database: context.database,
    clock: context.clock,
    gatewaysFor: context.providers.gatewaysFor,
    bankFeedFor: context.providers.bankFeedFor,
    events: context.events,
  });
}

/** Every minute: pending deposits past expiry are reconciled with their gateway, or expire. */
export const sweepDepositsJob = defineJob({
  name: 'deposits.sweep',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const result = await serviceOf(context).sweepOverdue();
    if (result.checked > 0) context.log.info(result, 'deposit sweep');
  },
});

/** Every minute: bank transfers with their unique digits are matched from each tenant's mutation feed (DEP-06). */
export const matchBankTransfersJob = defineJob({
  name: 'deposits.bank-match',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const service = serviceOf(context);
    const active = await context.database.withSystem((tx) => listTenants(tx, { active: true }));
    for (const tenant of active) {
      if (tenant.depositSettings.banks.length === 0) continue;
      const matched = await service.matchBankTransfers(tenant);
      if (matched > 0) context.log.info({ tenant: tenant.slug, matched }, 'bank transfers credited');
    }
  },
});

/** Shortly after midnight in Jakarta: yesterday's cashback goes to the deposits (DEP-09). */
export const creditCashbackJob = defineJob({
  name: 'cashback.credit-daily',
  schema: z.object({}),
  cron: '30 0 * * *',
  retryLimit: 5,
  async handler(_payload, context) {
    const credited = await serviceOf(context).creditDueCashback();
    context.log.info({ credited }, 'cashback credited');
  },
});

export const depositJobs = [sweepDepositsJob, matchBankTransfersJob, creditCashbackJob] as const;
