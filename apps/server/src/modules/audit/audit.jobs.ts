import { z } from 'zod';
import { defineJob } from '../../platform/queue.ts';
import { deleteAuditEventsBefore } from './audit.repository.ts';

export const auditRetentionDays = 365;

/** Keeps the audit trail to a year; runs nightly across all tenants as the owner. */
export const pruneAuditEventsJob = defineJob({
  name: 'audit.prune',
  schema: z.object({}),
  cron: '15 2 * * *',
  async handler(_payload, { database, clock, log }) {
    const before = new Date(clock.now().getTime() - auditRetentionDays * 24 * 60 * 60 * 1000);
    const deleted = await database.withSystem((tx) => deleteAuditEventsBefore(tx, before));
    log.info({ deleted, before }, 'pruned audit events');
  },
});
