import { z } from 'zod';
import { defineJob } from '../../platform/queue.ts';
import type { ShopService } from './shop.service.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The process's shop service (services.ts), the one its routes use. */
    shop: ShopService;
  }
}

/**
 * Every minute (SHP-03): gateway orders still waiting past their payment's expiry are reconciled with their gateway,
 * or cancelled with their stock and coupon given back.
 */
export const expireShopPaymentsJob = defineJob({
  name: 'shop.payment-expiry',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const result = await context.services.shop.expireOverdue();
    if (result.checked > 0) context.log.info(result, 'shop payment expiry');
  },
});

export const shopJobs = [expireShopPaymentsJob] as const;
