import { z } from 'zod';
import { listTenants } from '../tenants/index.ts';
import { defineJob } from '../../platform/queue.ts';
import type { DepositsService } from './deposits.service.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The process's deposits service (services.ts), the one its routes use. */
    deposits: DepositsService;
  }
}

/** Every minute: pending deposits past expiry are reconciled with their gateway, or expire. */
export const sweepDepositsJob = defineJob({
  name: 'deposits.sweep',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const result = await context.services.deposits.sweepOverdue();
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
    const service = context.services.deposits;
    const active = await context.database.withSystem((tx) => listTenants(tx, { active: true }));
    for (const tenant of active) {
      if (tenant.depositSettings.banks.length === 0) continue;
      // One tenant's feed refusing its own token (issue 17) or failing does not hold up the other tenants'.
      const matched = await service.matchBankTransfers(tenant).catch((error: unknown) => {
        context.log.warn({ tenant: tenant.slug, err: error }, 'bank mutation feed failed');
        return 0;
      });
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
    const credited = await context.services.deposits.creditDueCashback();
    context.log.info({ credited }, 'cashback credited');
  },
});

export const depositJobs = [sweepDepositsJob, matchBankTransfersJob, creditCashbackJob] as const;
