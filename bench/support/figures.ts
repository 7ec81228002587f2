/** What every load phase reports, whether an HTTP load generator or a raw database loop produced it. */
export type Figures = {
  label: string;
  connections: number;
  seconds: number;
  ok: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
};

/** Figures from the latency of every successful call (ms), measured by the caller around each. */
export function figuresOf(
  label: string,
  connections: number,
  latencies: number[],
  failed: number,
  seconds: number,
): Figures {
  return {
    label,
    connections,
    seconds,
    ok: latencies.length,
    failed,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** The p-th percentile (0..100) of unsorted samples, nearest-rank. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function describe(figures: Figures): string {
  const failures = figures.failed > 0 ? `, ${figures.failed} failed` : '';
  return (
    `${figures.label.padEnd(44)} ${String(figures.connections).padStart(3)} conn  ` +
    `${figures.rps.toFixed(1).padStart(8)} /s  p50 ${figures.p50.toFixed(2).padStart(7)} ms  ` +
    `p99 ${figures.p99.toFixed(2).padStart(7)} ms  (${figures.ok} in ${figures.seconds.toFixed(1)} s${failures})`
  );
}

/** "0.42 (target ≥ 0.75: missed)": the ratio and whether it meets its target. */
export function verdict(value: number, target: { atLeast?: number; atMost?: number }, digits = 2): string {
  const met =
    Number.isFinite(value) &&
    (target.atLeast === undefined || value >= target.atLeast) &&
    (target.atMost === undefined || value <= target.atMost);
  const bound = target.atLeast !== undefined ? `≥ ${target.atLeast}` : `≤ ${target.atMost}`;
  return `${value.toFixed(digits)} (target ${bound}: ${met ? 'met' : 'missed'})`;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads `--name value` and `--flag` from the command line. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const next = process.argv[index + 1];
  return next && !next.startsWith('--') ? next : '';
}

export function numberOption(name: string, fallback: number): number {
  const value = option(name);
  return value ? Number(value) : fallback;
}

/** The 1-minute load average, printed next to the figures: a busy machine makes them noisy. */
export async function loadAverage(): Promise<string> {
  const { loadavg, cpus } = await import('node:os');
  const [one = 0, five = 0] = loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${cpus().length} cores`;
}
