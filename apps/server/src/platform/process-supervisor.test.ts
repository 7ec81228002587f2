import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { processPlan } from './process-supervisor.ts';

describe('process supervisor plan (decision 019)', () => {
  it('runs WEB_PROCESSES, or one per core; one by default while the simulators run', () => {
    expect(processPlan({ webProcesses: 3, simulators: true }).count).toBe(3);
    expect(processPlan({ webProcesses: null, simulators: false }).count).toBe(Math.max(1, os.availableParallelism()));
    expect(processPlan({ webProcesses: null, simulators: true }).count).toBe(1);
  });
});
