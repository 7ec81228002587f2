/**
 * `npm run test:crash` (issue 7, reliability item 3): the server is killed with SIGKILL under load and PostgreSQL is
 * restarted beneath it, then the books are checked; then the same on the default install, where the app runs its own
 * embedded PostgreSQL (decision 022): the app is killed (its PostgreSQL outlives it and is taken over) and that
 * PostgreSQL itself is killed with SIGKILL under load (the app starts it again). Exits 1 on any violation. See
 * docs/reliability.md, "Crash and restart".
 *
 * Options: --seconds S (60) --kills N (20) --pg-restarts N (3) --embedded-kills N (6) --embedded-pg-kills N (3)
 *          --accounts N (200) --process-kills N (6 with DATABASE_URL, 2 embedded: SIGKILL of one server process
 *          under the server's own supervisor) --web-processes N (2: WEB_PROCESSES of the PostgreSQL run's server)
 *          --loops N (8 purchase clients) --only postgres|embedded --keep (keep the konter_crash_pg database)
 *          --port P (3561; the embedded run uses P + 1)
 */
import { loadAverage, numberOption, option } from '../bench/support/figures.ts';
import { runEmbeddedCrash, runPostgresCrash, type CrashFigures } from './crash/crash-run.ts';

const only = option('only');
const port = numberOption('port', 3561);
const log = (line: string) => console.log(line);

function span(values: number[]): string {
  if (values.length === 0) return '–';
  return `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
}

function print(figures: CrashFigures): void {
  const { load, check } = figures;
  const restart = figures.restartSeconds;
  const lines = [
    `\n${figures.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PostgreSQL (default install)'} ` +
      `(${figures.seconds.toFixed(1)} s of load)`,
    `  requests            ${load.requests} (${load.purchaseRequests} purchases, ${load.depositRequests} top-ups), ` +
      `${load.retries} retries of the same key, ${load.networkErrors} cut or refused, ${load.serverErrors} 5xx, ` +
      `${load.refused} 4xx`,
    ...figures.refusals.slice(0, 3).map((refusal) => `    first 4xx: ${refusal}`),
    `  acknowledged        ${figures.purchasesAcknowledged} purchases (${figures.resumed} keys sent again after the ` +
      `load), ${figures.depositsAcknowledged} top-ups (${figures.depositsPaidAtGateway} paid at the gateway, ` +
      `${check.depositsCredited} credited)`,
    `  kills               ${figures.kills} SIGKILL, back in ${restart.min.toFixed(1)}–${restart.max.toFixed(1)} s ` +
      `(mean ${restart.mean.toFixed(1)} s); ${figures.unexpectedExits} exits on its own`,
    `  process kills       ${figures.processKills.length} SIGKILL of one of ${figures.webProcesses} server ` +
      `process(es), another forked by the server's supervisor in ${span(figures.processKills.map((k) => k.replacedSeconds ?? NaN))} s; ` +
      `${figures.processKills.reduce((sum, k) => sum + k.failedProbes, 0)} health checks unanswered, longest gap ` +
      `${Math.max(0, ...figures.processKills.map((k) => k.longestGapSeconds)).toFixed(2)} s`,
    figures.database === 'postgres'
      ? `  PostgreSQL restarts ${figures.pgRestarts}`
      : `  PostgreSQL kills    ${figures.pgRestarts} SIGKILL of the embedded PostgreSQL, app healthy again in ` +
        `${span(figures.pgBackSeconds)} s; it outlived ${figures.pgSurvivedAppKills} of ${figures.kills} app kills`,
    `  purchases           ${check.purchases}: ${Object.entries(check.statuses)
      .map(([status, count]) => `${count} ${status}`)
      .join(', ')}`,
    `  settled             ${figures.settleSeconds.toFixed(1)} s after the load` +
      (figures.check.statuses.processing ? ' (callbacks delivered, then stopped)' : ' (a recovery cycle included)'),
    `  undelivered         ${figures.undelivered.length} callbacks or notifications` +
      figures.undelivered
        .slice(0, 3)
        .map((line) => `\n    ${line}`)
        .join(''),
    `  ledger audit        npm run ledger:audit: ${figures.ledgerAuditCli} In-process: ${check.auditProblems} problems`,
    check.violations.length === 0
      ? '  ✔ no violation'
      : check.violations.map((violation) => `  ✘ ${violation}`).join('\n'),
  ];
  console.log(lines.join('\n'));
}

console.log(`test:crash: ${await loadAverage()} at start`);
const results: CrashFigures[] = [];
if (only !== 'embedded') {
  const figures = await runPostgresCrash({
    seconds: numberOption('seconds', 60),
    kills: numberOption('kills', 20),
    pgRestarts: numberOption('pg-restarts', 3),
    processKills: numberOption('process-kills', 6),
    webProcesses: numberOption('web-processes', 2),
    port,
    accounts: numberOption('accounts', 200),
    purchaseLoops: numberOption('loops', 8),
    keep: option('keep') !== undefined,
    log,
  });
  print(figures);
  results.push(figures);
}
if (only !== 'postgres') {
  const figures = await runEmbeddedCrash({
    kills: numberOption('embedded-kills', 6),
    pgKills: numberOption('embedded-pg-kills', 3),
    processKills: Math.min(numberOption('process-kills', 2), 2),
    port: port + 1,
    accounts: Math.min(numberOption('accounts', 200), 100),
    purchaseLoops: Math.max(1, Math.floor(numberOption('loops', 8) / 2)),
    uptime: [2, 5],
    settle: 'recovery-cycle',
    log,
  });
  print(figures);
  results.push(figures);
}
console.log(`\n${await loadAverage()} at end`);
const failed = results.some(
  (figures) => figures.check.violations.length > 0 || !figures.ledgerAuditCli.startsWith('Ledger audit clean'),
);
process.exit(failed ? 1 : 0);
