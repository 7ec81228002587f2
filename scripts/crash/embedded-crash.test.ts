import { expect, it } from 'vitest';
import { runEmbeddedCrash } from './crash-run.ts';
import { freePortIn } from './server-process.ts';

/**
 * The short crash check of `npm test`, on the default install (the embedded PostgreSQL of DATA_DIR, decision 022):
 * the app killed with SIGKILL twice while purchases and top-ups are being written (its PostgreSQL outlives it and the
 * next start takes it over), its PostgreSQL killed with SIGKILL once under load (the app starts it again), and its
 * server process killed once under `npm start`'s supervisor, which starts another by itself. Afterwards the ledger
 * audit is clean and every acknowledged purchase and deposit is there. The long run is `npm run test:crash`.
 */
it('the app and its embedded PostgreSQL killed during writes come back with every acknowledged write', async () => {
  const figures = await runEmbeddedCrash({
    kills: 2,
    pgKills: 1,
    processKills: 1,
    port: await freePortIn(3570, 3599),
    accounts: 20,
    purchaseLoops: 2,
    uptime: [1, 2],
    settle: 'callbacks',
    log: () => undefined,
  });
  expect(figures.kills).toBe(2);
  expect(figures.pgSurvivedAppKills).toBe(2);
  expect(figures.pgBackSeconds).toHaveLength(1);
  expect(figures.processKills).toHaveLength(1);
  expect(figures.processKills[0]?.replacedSeconds).not.toBeNull();
  expect(figures.purchasesAcknowledged).toBeGreaterThan(0);
  expect(figures.ledgerAuditCli).toBe('Ledger audit clean.');
  expect(figures.check.violations).toEqual([]);
}, 300_000);
