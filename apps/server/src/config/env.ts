import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { tawkDefaults } from '../integrations/live-chat/live-chat.ts';
import { fcmApiUrl, googleTokenUri, type FcmConfig } from '../integrations/native-push/fcm.adapter.ts';

/** Repository root, so that relative defaults work whatever the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('::'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32).optional(),
  /** The key of the PINs' keyed hash (decision 028): kept outside the database, never changed once PINs use it. */
  PIN_KEY: z.string().min(32).optional(),
  /** 32 bytes as 64 hex digits or base64: seals the tenants' provider credentials (AES-256-GCM, decision 027). */
  CREDENTIALS_KEY: z.string().optional(),
  DEMO_SEED: booleanFlag.default(true),
  RUN_WORKERS: booleanFlag.default(true),
  APP_DB_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('konter_app'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Logins from one address in 15 minutes, and registrations in an hour (an office or a carrier's NAT may need more). */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  /** Logins naming one account (phone or e-mail) in 15 minutes, right or wrong, from anywhere. */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** HTTP worker processes under `npm start`'s supervisor; 0 runs the server in the started process itself. */
  WEB_PROCESSES: z.coerce.number().int().min(0).max(64).optional(),
  /** Set by the supervisor on the processes it forks (decision 019); not for people to set. */
  KONTER_PROCESS_ROLE: z.enum(['first', 'other']).optional(),
  SIMULATORS: booleanFlag.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Konter <no-reply@konter.local>'),
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  MIDTRANS_SERVER_KEY: z.string().optional(),
  MIDTRANS_CLIENT_KEY: z.string().optional(),
  MIDTRANS_PRODUCTION: booleanFlag.default(false),
  MIDTRANS_SNAP_URL: z.string().url().optional(),
  MIDTRANS_CORE_URL: z.string().url().optional(),
  XENDIT_SECRET_KEY: z.string().optional(),
  XENDIT_CALLBACK_TOKEN: z.string().optional(),
  XENDIT_URL: z.string().url().default('https://api.xendit.co'),
  BANK_FEED_URL: z.string().url().optional(),
  BANK_FEED_TOKEN: z.string().optional(),
  /** S3-compatible object storage for uploaded files (decision 029); unset: the directory DATA_DIR/uploads. */
  STORAGE_S3_ENDPOINT: z.string().url().optional(),
  STORAGE_S3_REGION: z.string().default('ap-southeast-3'),
  STORAGE_S3_BUCKET: z.string().optional(),
  STORAGE_S3_ACCESS_KEY_ID: z.string().optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name (MinIO and most S3-compatible services). */
  STORAGE_S3_PATH_STYLE: booleanFlag.default(true),
  /** JSON list of supplier accounts: [{"name","baseUrl","username","apiKey","webhookSecret"}], best first. */
  SUPPLIERS: z.string().optional(),
  /**
   * JSON object of parcel courier accounts (POS MLO), by courier code: each courier's own credentials and host, e.g.
   * {"ninja-xpress":{"baseUrl","clientId","clientSecret"}}. A configured courier replaces its simulator.
   */
  COURIERS: z.string().optional(),
  /** Web push (NTF-03, RFC 8292): the installation's VAPID key pair, base64url; unset: generated into DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who the push services contact about this sender (a mailto: or https: URL). */
  VAPID_SUBJECT: z.string().default('mailto:admin@konter.local'),
  /**
   * Push to the Android wrapper (NTF-03) through Firebase Cloud Messaging: the Firebase project's service account key,
   * as the JSON the Firebase console gives or the path of that file. Unset: the FCM simulator while simulators run,
   * else no native push (the inbox, web push, e-mail and WhatsApp still go).
   */
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  /** The Firebase project to send through; unset: the service account key's `project_id`. */
  FCM_PROJECT_ID: z.string().optional(),
  FCM_API_URL: z.string().url().default(fcmApiUrl),
  /**
   * Live chat (PLT-11): the widget script of a tenant's embed id, with `{embedId}` where it goes; unset: Tawk.to's
   * (`https://embed.tawk.to/{embedId}`), or the live chat simulator while simulators run.
   */
  LIVE_CHAT_SCRIPT_URL: z
    .string()
    .url()
    .refine((value) => value.includes('{embedId}'), 'must contain {embedId}')
    .optional(),
  /** The origins the widget talks to, space-separated, for the page's Content-Security-Policy (Tawk.to's by default). */
  LIVE_CHAT_ORIGINS: z.string().optional(),
});

const url = z.string().url();
const filled = z.string().min(1);
/** Each courier's account, in the shape its adapter takes (integrations/couriers/*.adapter.ts). */
const courierAccounts = z
  .object({
    sicepat: z.object({ trackingUrl: url, pickupUrl: url, apiKey: filled }).strict(),
    'jnt-express': z.object({ baseUrl: url, username: filled, apiKey: filled }).strict(),
    'jne-express': z
      .object({ baseUrl: url, username: filled, apiKey: filled, branch: filled, customer: filled })
      .strict(),
    'ninja-xpress': z
      .object({ baseUrl: url, clientId: filled, clientSecret: filled, countryCode: z.string().length(2).optional() })
      .strict(),
    'lion-parcel': z
      .object({
        baseUrl: url,
        username: filled,
        password: filled,
        commodity: filled.optional(),
        webhookToken: filled.optional(),
      })
      .strict(),
    idexpress: z.object({ baseUrl: url, appId: filled, secret: filled }).strict(),
    'sap-express': z.object({ baseUrl: url, trackingUrl: url, apiKey: filled, customerCode: filled }).strict(),
    'jnt-cargo': z.object({ baseUrl: url, apiAccount: filled, privateKey: filled, customerCode: filled }).strict(),
  })
  .partial()
  .strict();
export type CourierAccounts = z.infer<typeof courierAccounts>;

const supplierList = z.array(
  z.object({
    name: z.string().min(1),
    baseUrl: z.string().url(),
    username: z.string().min(1),
    apiKey: z.string().min(1),
    webhookSecret: z.string().min(1),
  }),
);

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type DatabaseConfig = { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * DATABASE_URL, or the embedded PostgreSQL server whose data, socket and password live under DATA_DIR
   * (db/embedded-postgres.ts, decision 022).
   */
  database: DatabaseConfig;
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionSecret: string;
  pinKey: string;
  /**
   * The key the tenants' provider credentials are sealed with. Generated into DATA_DIR outside production; in
   * production null unless CREDENTIALS_KEY is set, and then no tenant can be given its own provider account.
   */
  credentialsKey: Buffer | null;
  demoSeed: boolean;
  runWorkers: boolean;
  appDbRole: string;
  rateLimitPerMinute: number;
  /** Logins per address per 15 minutes, registrations per address per hour. */
  authLimitsPerIp: { login: number; register: number };
  /** Logins naming one account per 15 minutes. */
  loginLimitPerAccount: number;
  trustProxy: boolean;
  webDistDir: string;
  shutdownTimeoutMs: number;
  /**
   * WEB_PROCESSES as given (null: decided by the supervisor, see platform/process-supervisor.ts); 0 means no
   * supervisor.
   */
  webProcesses: number | null;
  /**
   * Under the supervisor: 'first' for the first process it forks (it migrates and seeds before any other starts),
   * 'other' for every later one (more processes and replacements). Null when the server runs unsupervised.
   */
  processRole: 'first' | 'other' | null;
  /** Start loopback simulators for providers that are not configured (default: everywhere but production). */
  simulators: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  whatsapp: { baseUrl: string; token: string; phoneNumberId: string } | undefined;
  /** The VAPID key pair push messages are signed with (P-256, base64url: 65-byte public point, 32-byte private). */
  vapid: VapidKeys;
  /** Firebase Cloud Messaging for the Android wrapper's pushes; undefined: the simulator's, or none without them. */
  fcm: FcmConfig | undefined;
  /** The live chat provider's widget; undefined: the simulator's while simulators run, else Tawk.to's. */
  liveChat: { scriptUrl: string; origins: string[] } | undefined;
  /** Real payment and bank-feed endpoints; unset ones are served by the simulators. */
  providers: {
    midtrans:
      | { serverKey: string; clientKey: string; snapBaseUrl: string; coreBaseUrl: string; isProduction: boolean }
      | undefined;
    xendit: { secretKey: string; callbackToken: string; baseUrl: string } | undefined;
    bankFeed: { baseUrl: string; token: string } | undefined;
    suppliers: z.infer<typeof supplierList>;
    /** Real parcel courier accounts; the others are simulated (or not offered without simulators). */
    couriers: CourierAccounts;
    /** Object storage for uploaded files; undefined: a directory under DATA_DIR (decision 029). */
    storageS3:
      | {
          endpoint: string;
          region: string;
          bucket: string;
          accessKeyId: string;
          secretAccessKey: string;
          forcePathStyle: boolean;
        }
      | undefined;
  };
};

export class ConfigError extends Error {}

/**
 * The only place that reads `process.env`. A secret that is not given is generated once and kept in the data
 * directory, so that `npm start` needs no configuration and sessions survive a restart; production must set it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(repoRoot, values.DATA_DIR);
  if (values.NODE_ENV === 'production' && !values.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required in production (at least 32 characters).');
  }
  if (values.NODE_ENV === 'production' && !values.PIN_KEY) {
    throw new ConfigError('PIN_KEY is required in production (at least 32 characters, never changed afterwards).');
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL ? { kind: 'postgres', url: values.DATABASE_URL } : { kind: 'embedded', dataDir },
    dataDir,
    logLevel: values.LOG_LEVEL,
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSecret(dataDir, 'session-secret'),
    pinKey: values.PIN_KEY ?? readOrCreateSecret(dataDir, 'pin-key'),
    credentialsKey: values.CREDENTIALS_KEY
      ? parseCredentialsKey(values.CREDENTIALS_KEY)
      : values.NODE_ENV === 'production'
        ? null
        : parseCredentialsKey(readOrCreateSecret(dataDir, 'credentials-key')),
    demoSeed: values.DEMO_SEED,
    runWorkers: values.RUN_WORKERS,
    appDbRole: values.APP_DB_ROLE,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    authLimitsPerIp: { login: values.LOGIN_LIMIT_PER_IP, register: values.REGISTER_LIMIT_PER_IP },
    loginLimitPerAccount: values.LOGIN_LIMIT_PER_ACCOUNT,
    trustProxy: values.TRUST_PROXY,
    webDistDir: path.resolve(repoRoot, values.WEB_DIST_DIR ?? 'apps/web/dist'),
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    webProcesses: values.WEB_PROCESSES ?? null,
    processRole: values.KONTER_PROCESS_ROLE ?? null,
    simulators: values.SIMULATORS ?? values.NODE_ENV !== 'production',
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    whatsapp:
      values.WHATSAPP_API_URL && values.WHATSAPP_TOKEN && values.WHATSAPP_PHONE_NUMBER_ID
        ? {
            baseUrl: values.WHATSAPP_API_URL,
            token: values.WHATSAPP_TOKEN,
            phoneNumberId: values.WHATSAPP_PHONE_NUMBER_ID,
          }
        : undefined,
    vapid: vapidKeysOf(values, dataDir),
    fcm: values.FCM_SERVICE_ACCOUNT ? fcmConfigOf(values.FCM_SERVICE_ACCOUNT, values) : undefined,
    liveChat:
      values.LIVE_CHAT_SCRIPT_URL || values.LIVE_CHAT_ORIGINS
        ? {
            scriptUrl: values.LIVE_CHAT_SCRIPT_URL ?? tawkDefaults.scriptUrl,
            // Another provider's script: its own origin (added by the embed) and what LIVE_CHAT_ORIGINS names.
            origins:
              values.LIVE_CHAT_ORIGINS?.split(/\s+/).filter(Boolean) ??
              (values.LIVE_CHAT_SCRIPT_URL ? [] : tawkDefaults.origins),
          }
        : undefined,
    providers: {
      midtrans:
        values.MIDTRANS_SERVER_KEY && values.MIDTRANS_CLIENT_KEY
          ? {
              serverKey: values.MIDTRANS_SERVER_KEY,
              clientKey: values.MIDTRANS_CLIENT_KEY,
              isProduction: values.MIDTRANS_PRODUCTION,
              snapBaseUrl:
                values.MIDTRANS_SNAP_URL ??
                (values.MIDTRANS_PRODUCTION ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com'),
              coreBaseUrl:
                values.MIDTRANS_CORE_URL ??
                (values.MIDTRANS_PRODUCTION ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com'),
            }
          : undefined,
      xendit:
        values.XENDIT_SECRET_KEY && values.XENDIT_CALLBACK_TOKEN
          ? {
              secretKey: values.XENDIT_SECRET_KEY,
              callbackToken: values.XENDIT_CALLBACK_TOKEN,
              baseUrl: values.XENDIT_URL,
            }
          : undefined,
      bankFeed:
        values.BANK_FEED_URL && values.BANK_FEED_TOKEN
          ? { baseUrl: values.BANK_FEED_URL, token: values.BANK_FEED_TOKEN }
          : undefined,
      suppliers: values.SUPPLIERS ? parseSuppliers(values.SUPPLIERS) : [],
      couriers: values.COURIERS ? parseCouriers(values.COURIERS) : {},
      storageS3: storageS3Of(values),
    },
  };
}

function storageS3Of(values: z.infer<typeof envSchema>): AppConfig['providers']['storageS3'] {
  const { STORAGE_S3_ENDPOINT: endpoint, STORAGE_S3_BUCKET: bucket } = values;
  const { STORAGE_S3_ACCESS_KEY_ID: accessKeyId, STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return undefined;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'S3 storage needs STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY.',
    );
  }
  const region = values.STORAGE_S3_REGION;
  return { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle: values.STORAGE_S3_PATH_STYLE };
}

function readOrCreateSecret(
  dataDir: string,
  name: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  try {
    // 'wx': two processes starting at once keep the one secret written first.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}

/**
 * The VAPID pair from the environment, or the one generated for this installation on its first start (kept in
 * DATA_DIR/vapid-keys.json): browsers tie a subscription to the public key, so a new pair would silence every
 * subscription, and the pair is never regenerated once written.
 */
function vapidKeysOf(values: z.infer<typeof envSchema>, dataDir: string): VapidKeys {
  const subject = values.VAPID_SUBJECT;
  if (values.VAPID_PUBLIC_KEY || values.VAPID_PRIVATE_KEY) {
    const publicKey = values.VAPID_PUBLIC_KEY ?? '';
    const privateKey = values.VAPID_PRIVATE_KEY ?? '';
    if (Buffer.from(publicKey, 'base64url').length !== 65 || Buffer.from(privateKey, 'base64url').length !== 32) {
      throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set: a P-256 key pair in base64url.');
    }
    return { publicKey, privateKey, subject };
  }
  const pair = readOrCreateSecret(dataDir, 'vapid-keys.json', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return JSON.stringify({
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: ecdh.getPrivateKey().toString('base64url'),
    });
  });
  const parsed = z.object({ publicKey: z.string(), privateKey: z.string() }).parse(JSON.parse(pair));
  return { publicKey: parsed.publicKey, privateKey: vapidPrivateKey32(parsed.privateKey), subject };
}

/**
 * The private scalar as the 32 bytes web push requires. `ECDH.getPrivateKey()` drops leading zero bytes, so one
 * pair in 256 came out 31 bytes long (and a file written so is read back the same); the same number, padded, is
 * the same key.
 */
const serviceAccountKey = z.object({
  project_id: z.string().min(1).optional(),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z.string().url().optional(),
});

/** FCM_SERVICE_ACCOUNT: the key file's JSON, or the path of the file (relative to the repository). */
function fcmConfigOf(setting: string, values: z.infer<typeof envSchema>): FcmConfig {
  const text = setting.trim().startsWith('{') ? setting : readKeyFile(path.resolve(repoRoot, setting.trim()));
  let key: z.infer<typeof serviceAccountKey>;
  try {
    key = serviceAccountKey.parse(JSON.parse(text));
  } catch {
    // The message names the variable and the expected shape only: the value holds a private key.
    throw new ConfigError(
      'FCM_SERVICE_ACCOUNT must be a Firebase service account key (JSON with client_email and private_key) or its path.',
    );
  }
  const projectId = values.FCM_PROJECT_ID ?? key.project_id;
  if (!projectId) throw new ConfigError('FCM_PROJECT_ID is required when the service account key has no project_id.');
  return {
    projectId,
    apiUrl: values.FCM_API_URL.replace(/\/+$/, ''),
    account: {
      clientEmail: key.client_email,
      privateKey: key.private_key,
      privateKeyId: key.private_key_id ?? null,
      tokenUri: key.token_uri ?? googleTokenUri,
    },
  };
}

function readKeyFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError('FCM_SERVICE_ACCOUNT names a file that cannot be read.');
  }
}

export function vapidPrivateKey32(privateKey: string): string {
  const bytes = Buffer.from(privateKey, 'base64url');
  if (bytes.length >= 32) return privateKey;
  return Buffer.concat([Buffer.alloc(32 - bytes.length), bytes]).toString('base64url');
}

function parseCredentialsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64url');
  // The message names the variable only: the value is a secret and never goes into a log.
  if (key.length !== 32) throw new ConfigError('CREDENTIALS_KEY must be 32 bytes: 64 hex digits or base64.');
  return key;
}

function parseCouriers(json: string): CourierAccounts {
  try {
    return courierAccounts.parse(JSON.parse(json));
  } catch {
    // The message names the variable and the expected shape only: the value holds secrets.
    throw new ConfigError(
      'COURIERS must be a JSON object by courier code (sicepat, jnt-express, jne-express, ninja-xpress, lion-parcel, ' +
        'idexpress, sap-express, jnt-cargo), ' +
        "each with that courier's account fields.",
    );
  }
}

function parseSuppliers(json: string): z.infer<typeof supplierList> {
  try {
    return supplierList.parse(JSON.parse(json));
  } catch {
    throw new ConfigError('SUPPLIERS must be a JSON list of {name, baseUrl, username, apiKey, webhookSecret}.');
  }
}
