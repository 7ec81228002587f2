import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every check a change must pass, in the order that fails fastest. Integration tests run once, on
 * DATABASE_URL's PostgreSQL when it is set, otherwise on an embedded PostgreSQL started for the run (see
 * vitest.config.ts).
 */
const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  // Modules importing each other in a circle (type-only and dynamic imports aside): scripts/check-cycles.ts.
  { name: 'import cycles', command: 'npm', args: ['run', '--silent', 'check:cycles'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  // Builds the web app when stale (the end-to-end step then reuses the build) and fails when the landing page's
  // download grows past the ceiling in bench/web-size.ts.
  { name: 'web budget', command: 'npm', args: ['run', '--silent', 'bench:web-size', '--', '--ceiling'] },
  { name: 'unit and integration', command: 'npx', args: ['vitest', 'run'] },
  { name: 'end-to-end', command: 'npm', args: ['run', '--silent', 'test:e2e'] },
  { name: 'requirement coverage', command: 'npm', args: ['run', '--silent', 'coverage:spec'] },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  process.stdout.write(`\n▶ ${step.name}\n`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
  if (!ok) break;
}

process.stdout.write('\n');
for (const result of results) {
  process.stdout.write(`${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds.toFixed(1)} s)\n`);
}
const failed = results.some((result) => !result.ok);
process.exit(failed ? 1 : 0);
