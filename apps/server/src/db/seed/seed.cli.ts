import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { systemClock } from '../../platform/clock.ts';
import { seedDemo } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(
  config.database.kind === 'pglite'
    ? { kind: 'pglite', dataDir: config.database.dataDir, appRole: config.appDbRole }
    : { kind: 'postgres', url: config.database.url, appRole: config.appDbRole },
);
await migrateDatabase(database);
await seedDemo(database, systemClock);
await database.close();
process.stdout.write('Demo data seeded.\n');
