import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '../config/env.ts';

/**
 * Runs before each server test file (vitest `setupFiles`) and chooses where its fake clock starts (decision 018):
 * one of TEST_CLOCK_STARTS (a year before this year and a year after it), by a hash of the file's path, so every
 * file always gets the same one and about half the files get each. test-clock.ts reads the choice from
 * TEST_CLOCK_START; the global setup seeded one template database per start.
 */
const starts = (process.env.TEST_CLOCK_STARTS ?? '').split(',').filter(Boolean);
const file = path
  .relative(repoRoot, expect.getState().testPath ?? '')
  .split(path.sep)
  .join('/');
if (starts.length > 0) {
  const hash = createHash('sha256').update(file).digest().readUInt32BE(0);
  process.env.TEST_CLOCK_START = starts[hash % starts.length];
}
