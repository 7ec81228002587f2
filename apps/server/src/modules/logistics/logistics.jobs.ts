import { z } from 'zod';
import { defineJob } from '../../platform/queue.ts';
import type { LogisticsService } from './logistics.service.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The process's logistics service (services.ts), the one its routes use. */
    logistics: LogisticsService;
  }
}

/** Every minute: parcel orders whose create got no answer are settled by asking their courier (never guessed). */
export const recoverMloOrdersJob = defineJob({
  name: 'logistics.recover',
  schema: z.object({}).loose(),
  cron: '* * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const result = await context.services.logistics.recover();
    if (result.checked) context.log.info(result, 'parcel order recovery cycle');
  },
});

export const logisticsJobs = [recoverMloOrdersJob] as const;
