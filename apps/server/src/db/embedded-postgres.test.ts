import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../platform/clock.ts';
import { createLogger } from '../platform/logger.ts';
import { openDatabase, queryRows } from './client.ts';
import { EmbeddedServer, PreviousEngineDataError, embeddedPaths, isAlive } from './embedded-postgres.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemoTenants } from './seed/demo-tenants.ts';
import { tenants } from './schema/tenants.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'konter-embedded-'));
const log = createLogger({ logLevel: 'silent' });
const server = () => new EmbeddedServer({ dataDir, log, noSync: true, settings: { fsync: 'off' } });
const stopped: EmbeddedServer[] = [];
afterAll(async () => {
  for (const one of stopped) await one.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The default database (decision 022): a PostgreSQL server of DATA_DIR that the app starts, finds and restarts. */
describe('the embedded PostgreSQL of a DATA_DIR', () => {
  it('[PLT-01] keeps tenants and their data across a restart, and migrating again changes nothing', async () => {
    const first = await server().start();
    stopped.push(first);
    expect(first.startedHere).toBe(true);
    // Only a unix socket, a generated password kept in DATA_DIR, a real PostgreSQL with fsync on by default.
    expect(first.url()).toMatch(/^postgresql:\/\/postgres:[^@]+@localhost\/konter\?host=/);
    expect(readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim().length).toBeGreaterThan(20);
    const database = await openDatabase({ url: first.url(), appRole: 'konter_app', poolSize: 2 });
    const [settings] = await queryRows<{ listen: string; version: string }>(
      database.db,
      sql`select current_setting('listen_addresses') as listen, current_setting('server_version_num') as version`,
    );
    expect(settings).toMatchObject({ listen: '' });
    expect(Number(settings?.version)).toBeGreaterThanOrEqual(180000);
    await migrateDatabase(database);
    const ids = await seedDemoTenants(database, systemClock);
    const konter = ids['konter-pulsa'];
    if (!konter) throw new Error('no demo tenant');
    await database.withTenant(konter, (tx) =>
      queryRows(tx, sql`insert into audit_events (tenant_id, action) values (${konter}, 'before.restart')`),
    );
    await database.close();
    await first.stop();

    const second = await server().start();
    stopped.push(second);
    expect(second.startedHere).toBe(true);
    const again = await openDatabase({ url: second.url(), appRole: 'konter_app', poolSize: 2 });
    await migrateDatabase(again);
    await seedDemoTenants(again, systemClock);
    const brands = (await again.db.select({ brand: tenants.brandName }).from(tenants)).map((row) => row.brand);
    expect(brands.sort()).toEqual(['Konter Pulsa', 'Mitra Cell']);
    const events = await again.withTenant(konter, (tx) =>
      queryRows<{ action: string }>(tx, sql`select action from audit_events`),
    );
    expect(events.map((row) => row.action)).toEqual(['before.restart']);
    await again.close();
  });

  it('[PLT-01] a second process takes over the running server instead of starting another on the same data', async () => {
    const owner = await server().start();
    stopped.push(owner);
    const other = await server().start();
    stopped.push(other);
    expect(other.startedHere).toBe(false);
    expect(other.pid).toBe(owner.pid);
    // While one of them is connected, a stop "when unused" leaves the server running for it.
    const database = await openDatabase({ url: owner.url(), appRole: 'konter_app', poolSize: 1 });
    await database.ping();
    expect(await other.stop({ whenUnused: true })).toBe(false);
    expect(isAlive(owner.pid)).toBe(true);
    await database.close();
    expect(await other.stop({ whenUnused: true })).toBe(true);
    expect(isAlive(owner.pid)).toBe(false);
  });

  it('[PLT-01] a keeper starts the server again when it is killed, and the data is there', async () => {
    const keeper = await server().start();
    stopped.push(keeper);
    const restarts: number[] = [];
    keeper.keepRunning(({ seconds }) => restarts.push(seconds));
    const killed = keeper.pid;
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => restarts.length, { timeout: 30_000, interval: 100 }).toBe(1);
    expect(keeper.pid).not.toBe(killed);
    const database = await openDatabase({ url: keeper.url(), appRole: 'konter_app', poolSize: 1 });
    const rows = await queryRows<{ count: string }>(database.db, sql`select count(*) from tenants`);
    expect(Number(rows[0]?.count)).toBe(2);
    await database.close();
    await keeper.stop();
  });

  it('[PLT-01] refuses to start beside the data of the earlier embedded engine, and says how to move it', async () => {
    const earlier = mkdtempSync(path.join(tmpdir(), 'konter-earlier-'));
    try {
      mkdirSync(embeddedPaths(earlier).previousEngineDir);
      const start = new EmbeddedServer({ dataDir: earlier, log }).start();
      await expect(start).rejects.toThrow(PreviousEngineDataError);
      await expect(start).rejects.toThrow(/move it aside/);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
    }
  });
});
