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

/** Every minute (SHP-03, decision 038): guests' money owed back is sent through the gateway they paid with. */
export const refundShopGuestsJob = defineJob({
  name: 'shop.guest-refunds',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const result = await context.services.shop.refundGuests();
    if (result.refunded + result.refused > 0) context.log.info(result, 'shop guest refunds');
  },
});

export const shopJobs = [expireShopPaymentsJob, refundShopGuestsJob] as const;
