import { expect, it } from 'vitest';
import { runPgliteCrash } from './crash-run.ts';
import { freePortIn } from './server-process.ts';

/**
 * The short crash check of `npm test`: the real server on an embedded PGlite directory, killed with SIGKILL three
 * times while purchases and top-ups are being written, opens the directory again every time; then its server process
 * is killed under `npm start`'s supervisor, which starts another by itself. Afterwards the ledger audit is clean and
 * every acknowledged purchase and deposit is there. The long run is `npm run test:crash`.
 */
it('the server killed during writes opens its PGlite directory again, with every acknowledged write', async () => {
  const figures = await runPgliteCrash({
    kills: 3,
    processKills: 1,
    port: await freePortIn(3570, 3599),
    accounts: 20,
    purchaseLoops: 2,
    uptime: [1, 2],
    log: () => undefined,
  });
  expect(figures.kills).toBe(3);
  expect(figures.processKills).toHaveLength(1);
  expect(figures.processKills[0]?.replacedSeconds).not.toBeNull();
  expect(figures.purchasesAcknowledged).toBeGreaterThan(0);
  expect(figures.ledgerAuditCli).toBe('Ledger audit clean.');
  expect(figures.check.violations).toEqual([]);
}, 300_000);
