import { spawn } from 'node:child_process';

/**
 * `npm test`: every check a change must pass, in the order that fails fastest. Integration tests run once, on
 * DATABASE_URL's PostgreSQL when it is set, otherwise on an embedded PostgreSQL started for the run (see
 * vitest.config.ts).
 *
 * The steps of one stage run side by side: lint, the import cycles and the type check each keep one core busy for a
 * minute or so, and together take the time of the slowest on a two-core machine. A stage's output is printed whole,
 * step by step, once the stage ends; the next stage starts only when every step of this one passed.
 */
type Step = { name: string; command: string; args: string[] };
const stages: Step[][] = [
  [
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    // Modules importing each other in a circle (type-only and dynamic imports aside): scripts/check-cycles.ts.
    { name: 'import cycles', command: 'npm', args: ['run', '--silent', 'check:cycles'] },
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  ],
  // Builds the web app when stale (the end-to-end step then reuses the build) and fails when the landing page's
  // download grows past the ceiling in bench/web-size.ts.
  [{ name: 'web budget', command: 'npm', args: ['run', '--silent', 'bench:web-size', '--', '--ceiling'] }],
  [{ name: 'unit and integration', command: 'npx', args: ['vitest', 'run'] }],
  [{ name: 'end-to-end', command: 'npm', args: ['run', '--silent', 'test:e2e'] }],
  [{ name: 'requirement coverage', command: 'npm', args: ['run', '--silent', 'coverage:spec'] }],
];

type Result = { name: string; ok: boolean; seconds: number };

/** Runs a step; alone in its stage it streams its output, beside others it keeps it for the stage's end. */
function run(step: Step, alone: boolean): Promise<Result & { output: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

const only = process.argv.slice(2);
const results: Result[] = [];
for (const stage of stages) {
  const steps = stage.filter((step) => only.length === 0 || only.includes(step.name));
  if (steps.length === 0) continue;
  const alone = steps.length === 1;
  if (alone) process.stdout.write(`\n▶ ${steps[0]?.name}\n`);
  const finished = await Promise.all(steps.map((step) => run(step, alone)));
  for (const result of finished) {
    if (!alone) process.stdout.write(`\n▶ ${result.name}\n${result.output}`);
    results.push({ name: result.name, ok: result.ok, seconds: result.seconds });
  }
  if (finished.some((result) => !result.ok)) break;
}

process.stdout.write('\n');
for (const result of results) {
  process.stdout.write(`${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds.toFixed(1)} s)\n`);
}
const failed = results.some((result) => !result.ok);
process.exit(failed ? 1 : 0);
