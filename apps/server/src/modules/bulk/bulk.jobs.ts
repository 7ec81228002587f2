import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { defineJob, type JobQueue } from '../../platform/queue.ts';
import type { PurchasesService } from '../ppob/index.ts';
import { activeUploads, deleteUploadsBefore } from './bulk.repository.ts';
import { bulkHistoryDays, processUploadBatch, refreshUpload } from './bulk.service.ts';

const uploadPayload = z.object({ tenantId: z.uuid(), uploadId: z.uuid() });

declare module '../../platform/queue.ts' {
  interface JobServices {
    /**
     * The purchases the job places: the API's own service (services.ts), for a principal of the `job` channel (the
     * PIN or password was checked when the person confirmed the file).
     */
    purchases: PurchasesService;
  }
}

/** How long to wait before recounting an upload whose purchases wait for the supplier: 2, 4, 8 … 60 s. */
export function watchDelaySeconds(round: number): number {
  return Math.min(60, 2 ** Math.max(1, round));
}

async function enqueueWatch(queue: JobQueue, tx: Tx, tenantId: string, uploadId: string, round: number) {
  await queue.enqueue(
    tx,
    watchBulkUploadJob,
    { tenantId, uploadId, round },
    { startAfterSeconds: watchDelaySeconds(round) },
  );
}

/**
 * Buys the next rows of a confirmed upload (bulk.service processUploadBatch), then hands over: another run while
 * rows are queued, the watch while purchases wait for their supplier. pg-boss retries a run that died; the rows it
 * had bought answer with their first purchase (idempotency key), so a retry never buys twice.
 */
export const processBulkUploadJob = defineJob({
  name: 'bulk.process',
  schema: uploadPayload,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 600,
  async handler({ tenantId, uploadId }, context) {
    const { remaining, status } = await processUploadBatch(
      {
        database: context.database,
        clock: context.clock,
        events: context.events,
        purchases: context.services.purchases,
      },
      tenantId,
      uploadId,
    );
    if (status === null) return;
    await context.database.withTenant(tenantId, async (tx) => {
      if (remaining) await context.queue.enqueue(tx, processBulkUploadJob, { tenantId, uploadId });
      else if (status === 'processing' || status === 'canceled')
        await enqueueWatch(context.queue, tx, tenantId, uploadId, 1);
    });
  },
});

/** Recounts an upload whose purchases are with the supplier, until each has its outcome (then the upload is done). */
export const watchBulkUploadJob = defineJob({
  name: 'bulk.watch',
  schema: uploadPayload.extend({ round: z.number().int().min(0).max(10_000) }),
  retryLimit: 3,
  async handler({ tenantId, uploadId, round }, context) {
    const { placed } = await refreshUpload(context.database, context.clock, context.events, tenantId, uploadId);
    if (placed === 0) return;
    await context.database.withTenant(tenantId, (tx) => enqueueWatch(context.queue, tx, tenantId, uploadId, round + 1));
  },
});

/**
 * Every five minutes: a confirmed upload untouched for five minutes (its jobs lost or out of retries) is recounted
 * and driven on again. Safe to repeat: buying a row is idempotent.
 */
export const sweepBulkUploadsJob = defineJob({
  name: 'bulk.sweep',
  schema: z.object({}).loose(),
  cron: '*/5 * * * *',
  retryLimit: 0,
  async handler(_payload, context) {
    const stale = await context.database.withSystem((tx) =>
      activeUploads(tx, new Date(context.clock.now().getTime() - 5 * 60_000)),
    );
    for (const { tenantId, id } of stale) {
      const { queued, placed } = await refreshUpload(context.database, context.clock, context.events, tenantId, id);
      await context.database.withTenant(tenantId, async (tx) => {
        if (queued > 0) await context.queue.enqueue(tx, processBulkUploadJob, { tenantId, uploadId: id });
        else if (placed > 0) await enqueueWatch(context.queue, tx, tenantId, id, 5);
      });
    }
    if (stale.length > 0) context.log.info({ uploads: stale.length }, 'bulk uploads driven on');
  },
});

/** XLS-05: the upload history is kept 30 days (the purchases stay in the transaction history). */
export const pruneBulkUploadsJob = defineJob({
  name: 'bulk.prune',
  schema: z.object({}).loose(),
  cron: '40 2 * * *',
  retryLimit: 1,
  async handler(_payload, { database, clock, log }) {
    const before = new Date(clock.now().getTime() - bulkHistoryDays * 24 * 60 * 60_000);
    const deleted = await database.withSystem((tx) => deleteUploadsBefore(tx, before));
    log.info({ deleted, before }, 'pruned bulk uploads');
  },
});

export const bulkJobs = [processBulkUploadJob, watchBulkUploadJob, sweepBulkUploadsJob, pruneBulkUploadsJob] as const;

/** Enqueues the first processing run of a confirmed upload, in the confirmation's transaction. */
export function enqueueConfirmed(queue: JobQueue) {
  return async (tx: Tx, tenantId: string, uploadId: string): Promise<void> => {
    await queue.enqueue(tx, processBulkUploadJob, { tenantId, uploadId }, { singletonKey: `bulk:${uploadId}` });
  };
}
