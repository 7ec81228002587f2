import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { startDatabaseServer } from '../../db/database-server.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { systemClock } from '../../platform/clock.ts';
import { createLogger } from '../../platform/logger.ts';
import { createPlatformTenantBody } from '@konter/shared/contracts/platform';
import { setUpPlatformOwner } from './platform.service.ts';

/**
 * `npm run platform:owner -- --host platform.example.com --phone 0812… --email owner@example.com --name "…"` with the
 * password on standard input (never on the command line, where `ps` shows it): the installation's own tenant
 * on that host and its owner, who holds `platform.manage` (decision 034). Idempotent; an existing account of the
 * platform tenant with that phone or e-mail gets the grant and keeps its password.
 */
const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string', default: 'Platform Owner' },
  },
});
let password = '';
for await (const chunk of process.stdin) password += String(chunk);
// The form's own rules for a host, a phone, an e-mail and a password.
const checked = createPlatformTenantBody
  .pick({ hosts: true, admin_phone: true, admin_email: true, admin_password: true, admin_name: true })
  .safeParse({
    hosts: [values.host ?? ''],
    admin_phone: values.phone ?? '',
    admin_email: values.email ?? '',
    admin_password: password.replace(/\r?\n$/, ''),
    admin_name: values.name,
  });
if (!checked.success) {
  process.stderr.write(
    'Usage: npm run platform:owner -- --host <host> --phone <phone> --email <e-mail> [--name <name>] < password-file\n' +
      checked.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}\n`).join(''),
  );
  process.exit(2);
}
const config = loadConfig();
const server = await startDatabaseServer(config.database, createLogger({ logLevel: 'warn' }), 'visitor');
const database = await openDatabase({ url: server.url, appRole: config.appDbRole });
await migrateDatabase(database);
const [host = ''] = checked.data.hosts;
const result = await setUpPlatformOwner(database, systemClock, {
  host,
  owner: {
    name: checked.data.admin_name,
    phone: checked.data.admin_phone,
    email: checked.data.admin_email,
    password: checked.data.admin_password,
  },
});
await database.close();
await server.release();
process.stdout.write(
  `${result.created ? 'Platform owner created' : 'Platform owner granted'}: log in at http://${host}/platform ` +
    `(the platform tenant answers on ${result.hosts.join(', ')}).\n`,
);
