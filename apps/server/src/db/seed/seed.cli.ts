import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../client.ts';
import { startDatabaseServer } from '../database-server.ts';
import { migrateDatabase } from '../migrate.ts';
import { systemClock } from '../../platform/clock.ts';
import { createLogger } from '../../platform/logger.ts';
import { seedDemo } from './seed.ts';

const config = loadConfig();
const server = await startDatabaseServer(config.database, createLogger({ logLevel: 'warn' }), 'visitor');
const database = await openDatabase({ url: server.url, appRole: config.appDbRole });
await migrateDatabase(database);
await seedDemo(database, systemClock, { networkPurchases: true });
await database.close();
await server.release();
process.stdout.write('Demo data seeded.\n');
