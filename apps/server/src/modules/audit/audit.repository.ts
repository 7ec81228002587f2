import { and, desc, eq, like, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';

export type AuditEvent = typeof auditEvents.$inferSelect;

export async function insertAuditEvent(
  tx: Tx,
  tenantId: string,
  event: { action: string; actor?: string | null; details?: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.insert(auditEvents).values({
    tenantId,
    action: event.action,
    actor: event.actor ?? null,
    details: event.details ?? {},
    createdAt: event.at,
  });
}

export async function listAuditEvents(tx: Tx, tenantId: string, limit = 100): Promise<AuditEvent[]> {
  return tx
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.tenantId, tenantId))
    .orderBy(desc(auditEvents.createdAt))
    .limit(limit);
}

/** A page of the audit log screen: newest first, optionally by action prefix and before a moment. */
export async function searchAuditEvents(
  tx: Tx,
  tenantId: string,
  filter: { actionPrefix?: string; before?: Date; target?: string; limit: number },
): Promise<AuditEvent[]> {
  const prefix = filter.actionPrefix?.replace(/[\\%_]/g, (char) => `\\${char}`);
  return tx
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.tenantId, tenantId),
        ...(prefix ? [like(auditEvents.action, `${prefix}%`)] : []),
        ...(filter.before ? [lt(auditEvents.createdAt, filter.before)] : []),
        // What one thing went through (a product's price history): the entries that name it as their target.
        ...(filter.target ? [sql`${auditEvents.details}->>'target' = ${filter.target}`] : []),
      ),
    )
    .orderBy(desc(auditEvents.createdAt))
    .limit(filter.limit);
}

export async function deleteAuditEventsBefore(tx: Tx, before: Date): Promise<number> {
  const deleted = await tx
    .delete(auditEvents)
    .where(and(lt(auditEvents.createdAt, before)))
    .returning({ id: auditEvents.id });
  return deleted.length;
}
