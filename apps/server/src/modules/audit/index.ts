export { createAuditService, type AuditService } from './audit.service.ts';
export { pruneAuditEventsJob, auditRetentionDays } from './audit.jobs.ts';
export type { AuditEvent } from './audit.repository.ts';
