import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { insertAuditEvent, listAuditEvents, searchAuditEvents, type AuditEvent } from './audit.repository.ts';

export type AuditService = {
  record(
    tx: Tx,
    tenantId: string,
    action: string,
    details?: Record<string, unknown>,
    actor?: string | null,
  ): Promise<void>;
  recent(tx: Tx, tenantId: string, limit?: number): Promise<AuditEvent[]>;
  /** The audit log screen's page: newest first, by action prefix, before a moment. */
  search(
    tx: Tx,
    tenantId: string,
    filter: { actionPrefix?: string; before?: Date; target?: string; limit: number },
  ): Promise<AuditEvent[]>;
};

export function createAuditService(clock: Clock): AuditService {
  return {
    record: (tx, tenantId, action, details, actor) =>
      insertAuditEvent(tx, tenantId, { action, actor: actor ?? null, details: details ?? {}, at: clock.now() }),
    recent: (tx, tenantId, limit) => listAuditEvents(tx, tenantId, limit),
    search: (tx, tenantId, filter) => searchAuditEvents(tx, tenantId, filter),
  };
}
