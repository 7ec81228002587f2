import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from '../config/env.ts';

/** Structured JSON logs; request bodies are never logged, and secrets in headers are redacted. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): FastifyBaseLogger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
  });
}
