import { z } from 'zod';
import { listTenants } from '../tenants/index.ts';
import { defineJob } from '../../platform/queue.ts';
import type { AgentsService } from './agents.service.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The process's agents service (services.ts), the one its routes use. */
    agents: AgentsService;
  }
}

/**
 * AGT-03, every day at 01:10 Jakarta time: in each tenant that promotes automatically, the agents whose own and
 * downline purchases of the last 30 Jakarta days reach Rp1.000.000 become masters. Elsewhere the admin's list
 * (`GET admin/agents/promotions`) is computed when it is read, so it is never a day old.
 */
export const promoteMastersJob = defineJob({
  name: 'agents.promote-masters',
  schema: z.object({}),
  cron: '10 1 * * *',
  async handler(_payload, context) {
    const tenants = await context.database.withSystem((tx) => listTenants(tx, { active: true }));
    for (const tenant of tenants) {
      const promoted = await context.services.agents.promoteAutomatically(tenant);
      if (promoted > 0) context.log.info({ tenantId: tenant.id, promoted }, 'agents promoted to master');
    }
  },
});

/**
 * AGT-07, every day at 00:20 Jakarta time: open debts past their due date are marked overdue, which stops drawing on
 * them (a drawing also checks the date itself, so nothing waits on this job to refuse one).
 */
export const markOverdueLoansJob = defineJob({
  name: 'agents.mark-overdue-loans',
  schema: z.object({}),
  cron: '20 0 * * *',
  async handler(_payload, context) {
    const tenants = await context.database.withSystem((tx) => listTenants(tx, { active: true }));
    for (const tenant of tenants) {
      const marked = await context.services.agents.loans.markOverdue(tenant, context.events);
      if (marked > 0) context.log.info({ tenantId: tenant.id, marked }, 'agent loans overdue');
    }
  },
});

/**
 * AGT-07, every day at 07:00 Jakarta time: borrowers whose debt falls due today or tomorrow are reminded (once per
 * loan and day, whenever the job runs and however often).
 */
export const remindDueLoansJob = defineJob({
  name: 'agents.remind-due-loans',
  schema: z.object({}),
  cron: '0 7 * * *',
  async handler(_payload, context) {
    const tenants = await context.database.withSystem((tx) => listTenants(tx, { active: true }));
    for (const tenant of tenants) {
      const reminded = await context.services.agents.loans.remindDue(tenant, context.events);
      if (reminded > 0) context.log.info({ tenantId: tenant.id, reminded }, 'agent loans falling due reminded');
    }
  },
});

export const agentJobs = [promoteMastersJob, markOverdueLoansJob, remindDueLoansJob];
