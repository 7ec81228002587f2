import type { Database } from '../../db/client.ts';
import { insertCalls, type CallRow } from './h2h.repository.ts';

type Waiting = { tenantId: string; row: CallRow; done: { resolve: () => void; reject: (error: unknown) => void } };

/**
 * The reseller API's call log as this process writes it (decision 045): at most one insert in flight; the calls
 * answered meanwhile wait and go together in the next one, one statement per tenant. Under load a busy process writes
 * its log in a few statements a second instead of one per call; a lone call is written at once, as before. Each
 * `write` resolves once its row is committed (or rejects with the insert's error).
 */
export function createCallLog(database: Database) {
  let waiting: Waiting[] = [];
  let flushing: Promise<void> | null = null;

  async function writeWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const byTenant = new Map<string, Waiting[]>();
      for (const call of batch) {
        const calls = byTenant.get(call.tenantId);
        if (calls) calls.push(call);
        else byTenant.set(call.tenantId, [call]);
      }
      for (const [tenantId, calls] of byTenant) {
        try {
          await database.withTenant(tenantId, (tx) =>
            insertCalls(
              tx,
              tenantId,
              calls.map((call) => call.row),
            ),
          );
          for (const call of calls) call.done.resolve();
        } catch (error) {
          for (const call of calls) call.done.reject(error);
        }
      }
    }
  }

  function startWriting(): void {
    if (flushing) return;
    flushing = writeWaiting().finally(() => {
      flushing = null;
      // A call handed over after the loop's last look and before this line.
      if (waiting.length > 0) startWriting();
    });
  }

  return {
    write(tenantId: string, row: CallRow): Promise<void> {
      const written = new Promise<void>((resolve, reject) => {
        waiting.push({ tenantId, row, done: { resolve, reject } });
      });
      startWriting();
      return written;
    },

    /** Waits for every call handed over so far (the process is closing). */
    async drain(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}

export type CallLog = ReturnType<typeof createCallLog>;
