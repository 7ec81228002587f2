import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, sitePaths } from '@konter/shared/contracts/site';
import type { Database } from '../db/client.ts';
import type { JobQueue } from './queue.ts';

/** Liveness and readiness in one: the database answers and the job queue is running. Needs no tenant. */
export function registerHealth(app: FastifyInstance, deps: { database: Database; queue: JobQueue }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    sitePaths.health,
    {
      config: { tenant: 'optional', auth: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Health: database reachable and job queue running',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await deps.database.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const queue = deps.queue.isRunning() ? ('up' as const) : ('down' as const);
      const healthy = database === 'up' && queue === 'up';
      reply.header('cache-control', 'no-store');
      return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, queue });
    },
  );
}
