import { z } from 'zod';
import { defineJob } from '../../platform/queue.ts';
import type { H2hService } from './h2h.service.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The reseller API's service (services.ts): its callbacks and developer mode's pending transactions. */
    h2h: H2hService;
  }
}

/** Developer mode: a pending test number settles a few seconds later and calls back, as Digiflazz's does. */
export const settleSandboxJob = defineJob({
  name: 'h2h.settle-sandbox',
  schema: z.object({ tenantId: z.uuid(), accountId: z.uuid(), refId: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  async handler(payload, context) {
    await context.services.h2h.settleSandbox(payload);
  },
});

export const h2hJobs = [settleSandboxJob];
