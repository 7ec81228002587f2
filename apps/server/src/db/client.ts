import { createHash } from 'node:crypto';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseOptions = {
  url: string;
  appRole: string;
  poolSize?: number;
  /**
   * A statement sent on a connection while another still runs on it throws (the default: development, tests,
   * tools) instead of waiting behind it as node-postgres does (production, so that a path no test covers slows down
   * rather than fails). node-postgres deprecates that queueing and pg@9 removes it; a transaction's statements share
   * its one connection, so they go one after another (no `Promise.all` over one `tx`).
   */
  strictStatements?: boolean;
};

/**
 * One database handle for the whole process: a pool of connections to PostgreSQL, the embedded server of DATA_DIR
 * or the one of DATABASE_URL (decision 022). Request code runs inside `withTenant`, which switches to the non-owner
 * application role and sets the tenant for row-level security for the length of one transaction; only the lookup that
 * finds who is asking (a session by its token, `lookup`) runs before, as the owner, naming its tenant itself.
 */
export type Database = {
  db: Db;
  /** The connection string (the job queue opens its own pool on it). */
  url: string;
  appRole: string;
  /** One transaction as the application role, confined to one tenant by row-level security. */
  withTenant<T>(tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** One transaction as the owner: tenant resolution, migrations, cross-tenant jobs. */
  withSystem<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Reads as the owner outside any transaction, each statement on its own: only for the lookups that establish who
   * is asking before a principal exists (a session by its token), which name their tenant in their WHERE clause.
   * One round trip instead of a transaction's three on every authenticated request (decision 028).
   */
  lookup<T>(work: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  pool: pg.Pool;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.appRole)) throw new Error(`Invalid application role name: ${options.appRole}`);
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // The pool listens only while a client is idle. A database restart also ends the connections that transactions
  // hold between two statements, and that 'error' event, unheard, would kill the process: the transaction learns of
  // it from its next query instead, and the dead client is dropped when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    prepareStatementsOf(client, options.strictStatements ?? true);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const appRole = options.appRole;
  // Drizzle's own transaction sends BEGIN, then the caller's first statement: a round trip each. Ours sends nothing
  // at BEGIN: the opening statements (BEGIN, and the role and tenant settings, no parameters: the role name and the
  // tenant id are checked above and below to be plain identifiers) go out in front of the transaction's first
  // statement, in the same write and answered in the same reply (`sendFramed`), so every transaction costs one
  // round trip less (decision 043).
  const internals = db as unknown as { dialect: never; _: { schema: never } };
  async function inTransaction<T>(opening: readonly string[], work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const session = new NodePgSession(client, internals.dialect, internals._.schema, {});
    const tx = new NodePgTransaction(internals.dialect, session, internals._.schema) as unknown as Tx;
    let broken: Error | undefined;
    openingOf.set(client, opening);
    try {
      const result = await work(tx);
      // A lock waiting for a next statement that never came guards nothing: not sent in front of the COMMIT.
      pendingOf.delete(client);
      // A transaction that sent no statement was never opened: nothing to commit.
      if (openingOf.delete(client)) return result;
      // Its last statement went out with the COMMIT (`queryTextAndCommit`), which PostgreSQL answered with it.
      if (committedOf.delete(client)) return result;
      const committed = await client.query('commit');
      // A transaction whose statement failed (and whose error the work swallowed) ends in ROLLBACK, silently.
      if (committed.command === 'ROLLBACK') throw new Error('The transaction was rolled back at commit');
      return result;
    } catch (error) {
      committedOf.delete(client);
      // Nothing in front of the ROLLBACK: it must run whatever state the transaction is in.
      pendingOf.delete(client);
      if (!openingOf.delete(client)) {
        await client.query('rollback').catch((lost: unknown) => {
          broken = lost instanceof Error ? lost : new Error(String(lost));
        });
      }
      throw error;
    } finally {
      // A connection that could not even roll back is dropped, not handed to the next request.
      client.release(broken);
    }
  }
  return {
    db,
    url: options.url,
    appRole,
    pool,
    withTenant(tenantId, work) {
      if (!uuidPattern.test(tenantId)) throw new Error('withTenant needs a tenant id');
      return inTransaction(['begin', `set local role ${appRole}`, `set local app.tenant_id = '${tenantId}'`], work);
    },
    withSystem(work) {
      return inTransaction(['begin'], work);
    },
    lookup(work) {
      return work(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Distinct statements a connection keeps prepared; past it, a new text runs unnamed (planned every time). */
const preparedPerConnection = 300;

/**
 * Every parameterised statement a connection sends is a named prepared statement, named by a hash of its text: the
 * first run on a connection plans it, later runs bind and execute (PostgreSQL keeps a generic plan once it is no
 * worse). Planning was half the database time of a purchase, whose statements are long CTEs (decision 028).
 * Plans follow the role they were made under (row-level security) and DDL invalidates them, so naming is safe;
 * a connection keeps at most `preparedPerConnection` of them, so texts that vary (an `in` list's length) cannot
 * grow it without bound.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size < 5_000) statementNames.set(text, name);
  }
  return name;
}

/** A transaction's opening statements not sent yet, by its connection: they go with its first statement. */
const openingOf = new WeakMap<pg.PoolClient, readonly FramedStatement[]>();
/** Statements of a transaction already opened, to go in front of its next statement (`runBeforeNextStatement`). */
const pendingOf = new WeakMap<pg.PoolClient, readonly FramedStatement[]>();

/** node-postgres's own record of the statement running on a connection and of those waiting behind it. */
type QueueInternals = { _getActiveQuery?: () => unknown; _queryQueue?: unknown[] };

function prepareStatementsOf(client: pg.PoolClient, strict: boolean): void {
  const names = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const queue = client as unknown as QueueInternals;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    // A ROLLBACK waits behind what still runs: the transaction ends cleanly before its connection goes back. Checked
    // only when strict: production's hot path reads nothing more.
    if (strict && first !== 'rollback' && (queue._getActiveQuery?.() || (queue._queryQueue?.length ?? 0) > 0)) {
      const text = typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '');
      throw new Error(`A statement was sent while another still runs on its connection: ${text.slice(0, 120)}`);
    }
    let sent = args;
    if (first && typeof first === 'object') {
      const config = first as { text?: unknown; name?: unknown; values?: unknown };
      const values = Array.isArray(second) ? second : config.values;
      if (typeof config.text === 'string' && config.name === undefined && Array.isArray(values) && values.length > 0) {
        const name = statementName(config.text);
        if (names.has(name) || names.size < preparedPerConnection) {
          names.add(name);
          sent = [{ ...config, name }, ...args.slice(1)];
        }
      }
    }
    const opening = openingOf.get(client);
    const pending = pendingOf.get(client);
    const closing = closingOf.get(client);
    if (opening === undefined && pending === undefined && closing === undefined) return query(...sent);
    openingOf.delete(client);
    pendingOf.delete(client);
    closingOf.delete(client);
    const front = pending === undefined ? (opening ?? []) : [...(opening ?? []), ...pending];
    return sendFramed(query, front, sent, closing ?? []);
  };
}

/**
 * A statement sent behind another in the same write (`sendFramed`): a fixed text, or a text with its values given as
 * strings, already as PostgreSQL reads them.
 */
type FramedStatement = string | { text: string; values: string[] };

/** The statements to send behind a transaction's next statement, by its connection (`queryTextAndCommit`). */
const closingOf = new WeakMap<pg.PoolClient, readonly FramedStatement[]>();
/** Connections whose transaction was committed with its last statement: `inTransaction` sends no COMMIT of its own. */
const committedOf = new WeakSet<pg.PoolClient>();

type QueryInternals = {
  callback?: (error: Error | null, result?: unknown) => void;
  submit(connection: PgConnection): Error | null;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
  handleDataRow(message: unknown): void;
  handleError(error: Error, connection: PgConnection): void;
  /** node-postgres's result of the query so far. */
  _results: unknown;
};
type PgConnection = {
  stream: { cork?: () => void; uncork?: () => void };
  sync(): void;
  parse(message: { text: string; name?: string; types?: unknown[] }): void;
  bind(message: { portal?: string; statement?: string; values?: string[] }): void;
  execute(message: { portal?: string; rows?: number }): void;
};

/**
 * A statement with others written around it as extended-protocol messages without a Sync of their own, in one write
 * answered by one reply with one ReadyForQuery: in front, a transaction's opening statements (BEGIN, the role, the
 * tenant) when it is the transaction's first; behind, its COMMIT when the caller asks for it (`queryTextAndCommit`).
 * The opening statements' CommandCompletes are passed over and the closing ones' tags are given back
 * (`closedWith`). An error in any of them fails the statement, and PostgreSQL skips what follows to the Sync: a
 * COMMIT behind a failed statement never runs, and the caller rolls back as for any failed statement. Once a COMMIT
 * has gone through, what follows it runs in a transaction of its own, and its failure does not fail the statement
 * (what was committed stays committed: the caller must not be told otherwise). Strings and
 * configs are sent as node-postgres would, but always in the extended protocol (a simple Query message would end the
 * batch with a ReadyForQuery of its own).
 */
function sendFramed(
  query: (...args: unknown[]) => unknown,
  opening: readonly FramedStatement[],
  args: unknown[],
  closing: readonly FramedStatement[],
): Promise<unknown> {
  const [first, second] = args;
  const config = typeof first === 'string' ? { text: first } : (first as object);
  const values = Array.isArray(second) ? second : (config as { values?: unknown[] }).values;
  const statement = new pg.Query({
    ...config,
    ...(values ? { values } : {}),
    queryMode: 'extended',
  } as unknown as pg.QueryConfig);
  const internals = statement as unknown as QueryInternals;
  const writeEach = (connection: PgConnection, statements: readonly FramedStatement[]) => {
    for (const framed of statements) {
      const { text, values: framedValues } = typeof framed === 'string' ? { text: framed, values: [] } : framed;
      connection.parse({ text, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: framedValues });
      connection.execute({ portal: '', rows: 0 });
    }
  };
  const submit = internals.submit.bind(statement);
  internals.submit = (connection) => {
    connection.stream.cork?.();
    const sync = connection.sync;
    try {
      writeEach(connection, opening);
      if (closing.length > 0) {
        // The closing statements go between the statement's Execute and its Sync.
        connection.sync = () => {
          connection.sync = sync;
          writeEach(connection, closing);
          sync.call(connection);
        };
      }
      return submit(connection);
    } finally {
      connection.sync = sync;
      connection.stream.uncork?.();
    }
  };
  let completions = 0;
  const closedWith: string[] = [];
  const completed = internals.handleCommandComplete.bind(statement);
  internals.handleCommandComplete = (message, connection) => {
    completions += 1;
    if (completions <= opening.length) return;
    if (completions === opening.length + 1) return completed(message, connection);
    closedWith.push(((message as { text?: string }).text ?? '').split(' ')[0] ?? '');
  };
  // Rows of an opening statement (a lock's `select`) are not the statement's: only its own are read.
  const dataRow = internals.handleDataRow.bind(statement);
  internals.handleDataRow = (message) => {
    if (completions === opening.length) dataRow(message);
  };
  const failed = internals.handleError.bind(statement);
  internals.handleError = (error, connection) => {
    if (closedWith[0] !== 'COMMIT') return failed(error, connection);
    // Behind a COMMIT that went through (a notification of what it committed): the statement answers with its rows.
    // node-postgres has dropped the query at the error, so its ReadyForQuery will not come here: answered now.
    internals.callback?.(null, internals._results);
  };
  return new Promise((resolve, reject) => {
    internals.callback = (error, result) =>
      error ? reject(error) : resolve(closing.length > 0 ? Object.assign(result as object, { closedWith }) : result);
    query(statement);
  });
}

/**
 * `queryText` for a transaction's last statement, sent with its COMMIT behind it in one round trip (decision 043).
 * For a statement that refuses by raising an error (a refusal it only reported in its rows would be committed): a
 * failed statement never reaches the COMMIT, and the transaction is rolled back as for any failed statement. Nothing
 * may be sent in the transaction after it. `afterCommit` go behind the COMMIT in the same round trip, each in a
 * transaction of its own, run only once the COMMIT went through; their failure is not the statement's (decision 044:
 * a NOTIFY of what was committed).
 */
export async function queryTextAndCommit<Row>(
  tx: Tx,
  text: string,
  values: unknown[],
  afterCommit: { text: string; values: string[] }[] = [],
): Promise<Row[]> {
  const client = connectionOf(tx);
  closingOf.set(client, ['commit', ...afterCommit]);
  let result: pg.QueryResult & { closedWith?: string[] };
  try {
    result = (await client.query({ text, values } as pg.QueryConfig)) as pg.QueryResult & { closedWith?: string[] };
  } finally {
    closingOf.delete(client);
  }
  if (result.closedWith?.[0] !== 'COMMIT') throw new Error('The transaction was rolled back at commit');
  committedOf.add(client);
  return result.rows as Row[];
}

/** A transaction's own connection (Drizzle's session holds it). */
function connectionOf(tx: Tx): pg.PoolClient {
  return (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
}

/**
 * A statement that must run in the transaction before its next one, and whose rows nobody reads (a lock): it goes out
 * in front of the next statement, in the same write (one round trip for both), with the opening statements when the
 * transaction has sent nothing yet. Its failure is the next statement's. Dropped if no statement follows.
 */
export function runBeforeNextStatement(tx: Tx, statement: { text: string; values: string[] }): void {
  const client = connectionOf(tx);
  const opening = openingOf.get(client);
  if (opening !== undefined) {
    openingOf.set(client, [...opening, statement]);
    return;
  }
  pendingOf.set(client, [...(pendingOf.get(client) ?? []), statement]);
}

/**
 * Rows of a fixed SQL text with positional parameters, sent on the transaction's own connection: for the hot path's
 * statements (a purchase's), whose text never changes, so that neither Drizzle's query building (a third of a
 * purchase's CPU in the app) nor PostgreSQL's planning (the statement is prepared, see above) is paid per run.
 * Values go as node-postgres sends them (a Date as a timestamp, an object as JSON).
 */
export async function queryText<Row>(tx: Tx | Db, text: string, values: unknown[]): Promise<Row[]> {
  // A transaction's session holds its connection; the pool's (a `lookup`) hands the statement to any idle one.
  const client = (tx as unknown as { session: { client: pg.PoolClient | pg.Pool } }).session.client;
  const result = await client.query({ text, values } as pg.QueryConfig);
  return result.rows as Row[];
}

/** Rows of a raw SQL query, typed by the caller. */
export async function queryRows<Row>(runner: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await runner.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
