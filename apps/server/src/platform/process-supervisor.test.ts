import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { processPlan } from './process-supervisor.ts';

describe('process supervisor plan (decision 019)', () => {
  const postgres = { kind: 'postgres', url: 'postgres://x@127.0.0.1/x' } as const;
  const pglite = { kind: 'pglite', dataDir: '/tmp/x' } as const;

  it('runs one process on PGlite whatever WEB_PROCESSES says: the embedded database takes one process', () => {
    expect(processPlan({ database: pglite, webProcesses: null, simulators: true }).count).toBe(1);
    expect(processPlan({ database: pglite, webProcesses: 4, simulators: false }).count).toBe(1);
  });

  it('runs WEB_PROCESSES, or one per core, on PostgreSQL; one by default while the simulators run', () => {
    expect(processPlan({ database: postgres, webProcesses: 3, simulators: true }).count).toBe(3);
    expect(processPlan({ database: postgres, webProcesses: null, simulators: false }).count).toBe(
      Math.max(1, os.availableParallelism()),
    );
    expect(processPlan({ database: postgres, webProcesses: null, simulators: true }).count).toBe(1);
  });
});
