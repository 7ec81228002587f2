import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, vapidPrivateKey32 } from './env.ts';

const base = { SESSION_SECRET: 'x'.repeat(40), PIN_KEY: 'p'.repeat(40), DATA_DIR: '.artifacts/test-data' };

describe('configuration from the environment', () => {
  it('[PLT-01] runs with nothing set: embedded database, simulators, port 3000', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('embedded');
    expect(config.simulators).toBe(true);
    expect(config.providers.suppliers).toEqual([]);
    expect(config.authLimitsPerIp).toEqual({ login: 30, register: 10 });
    expect(config.loginLimitPerAccount).toBe(10);
    expect(config.liveChat).toBeUndefined();
  });

  it('[ACC-02][PLT-11] reads the login limit per account and the live chat provider', () => {
    const config = loadConfig({
      ...base,
      LOGIN_LIMIT_PER_ACCOUNT: '25',
      LIVE_CHAT_SCRIPT_URL: 'https://chat.example/{embedId}.js',
    });
    expect(config.loginLimitPerAccount).toBe(25);
    expect(config.liveChat).toEqual({ scriptUrl: 'https://chat.example/{embedId}.js', origins: [] });
    expect(loadConfig({ ...base, LIVE_CHAT_ORIGINS: 'wss://chat.example' }).liveChat).toEqual({
      scriptUrl: 'https://embed.tawk.to/{embedId}',
      origins: ['wss://chat.example'],
    });
    expect(() => loadConfig({ ...base, LIVE_CHAT_SCRIPT_URL: 'https://chat.example/x.js' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, LOGIN_LIMIT_PER_ACCOUNT: '0' })).toThrow(ConfigError);
  });

  it('[PLT-01] uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/konter' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/konter',
    });
  });

  it('[PLT-01] refuses production without a session secret and without simulators by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '.artifacts/test-data' })).toThrow(ConfigError);
    const { PIN_KEY: _pinKey, ...withoutPinKey } = base;
    expect(() => loadConfig({ ...withoutPinKey, NODE_ENV: 'production' })).toThrow(/PIN_KEY/);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).simulators).toBe(false);
  });

  it('[PLT-01] explains a bad value instead of starting', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, SUPPLIERS: '[{"name":"a"}]' })).toThrow(/SUPPLIERS must be/);
  });

  it('[PLT-01] reads supplier accounts in order of preference', () => {
    const config = loadConfig({
      ...base,
      SUPPLIERS: JSON.stringify([
        { name: 'a', baseUrl: 'https://api.digiflazz.com', username: 'u', apiKey: 'k', webhookSecret: 's' },
      ]),
    });
    expect(config.providers.suppliers.map((supplier) => supplier.name)).toEqual(['a']);
  });

  it('[MLO-02] reads courier accounts by courier code and refuses an unknown courier or a missing field', () => {
    const ninja = { baseUrl: 'https://api.ninjavan.co', clientId: 'id', clientSecret: 'secret' };
    const config = loadConfig({ ...base, COURIERS: JSON.stringify({ 'ninja-xpress': ninja }) });
    expect(config.providers.couriers).toEqual({ 'ninja-xpress': ninja });
    expect(loadConfig(base).providers.couriers).toEqual({});
    const secret = 'do-not-print-me';
    for (const bad of [
      { 'pos-indonesia': ninja },
      { 'ninja-xpress': { baseUrl: ninja.baseUrl, clientSecret: secret } },
    ]) {
      let message = '';
      try {
        loadConfig({ ...base, COURIERS: JSON.stringify(bad) });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/COURIERS must be/);
      expect(message).not.toContain(secret);
    }
  });

  it("[NTF-03] generates the installation's VAPID key pair into DATA_DIR once and keeps it; the environment overrides it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'konter-vapid-'));
    const first = loadConfig({ ...base, DATA_DIR: dataDir }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8')).publicKey).toBe(first.publicKey);
    expect(loadConfig({ ...base, DATA_DIR: dataDir }).vapid).toEqual(first);
    const given = {
      VAPID_PUBLIC_KEY: first.publicKey,
      VAPID_PRIVATE_KEY: first.privateKey,
      VAPID_SUBJECT: 'mailto:ops@toko.example',
    };
    expect(loadConfig({ ...base, ...given }).vapid).toEqual({ ...first, subject: 'mailto:ops@toko.example' });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: first.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
  });

  it('[NTF-03] a private key whose scalar starts with zero bytes is kept as 32 bytes, the same number', () => {
    const short = Buffer.alloc(31, 7);
    const padded = Buffer.from(vapidPrivateKey32(short.toString('base64url')), 'base64url');
    expect(padded).toHaveLength(32);
    expect(padded[0]).toBe(0);
    expect(padded.subarray(1)).toEqual(short);
    const full = Buffer.alloc(32, 9).toString('base64url');
    expect(vapidPrivateKey32(full)).toBe(full);
    // A file written before the fix, with a 31-byte key, is read back at 32.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'konter-vapid-short-'));
    const publicKey = loadConfig({ ...base, DATA_DIR: dataDir }).vapid.publicKey;
    writeFileSync(
      path.join(dataDir, 'vapid-keys.json'),
      JSON.stringify({ publicKey, privateKey: short.toString('base64url') }),
    );
    expect(Buffer.from(loadConfig({ ...base, DATA_DIR: dataDir }).vapid.privateKey, 'base64url')).toHaveLength(32);
  });

  it("[NTF-03] reads the Firebase service account for the Android wrapper's pushes from JSON or a file; none by default", () => {
    expect(loadConfig(base).fcm).toBeUndefined();
    const key = {
      type: 'service_account',
      project_id: 'toko-pulsa',
      private_key_id: 'abc123',
      private_key: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
      client_email: 'push@toko-pulsa.iam.gserviceaccount.com',
      token_uri: 'https://oauth2.googleapis.com/token',
    };
    expect(loadConfig({ ...base, FCM_SERVICE_ACCOUNT: JSON.stringify(key) }).fcm).toEqual({
      projectId: 'toko-pulsa',
      apiUrl: 'https://fcm.googleapis.com',
      account: {
        clientEmail: key.client_email,
        privateKey: key.private_key,
        privateKeyId: 'abc123',
        tokenUri: 'https://oauth2.googleapis.com/token',
      },
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'konter-fcm-')), 'service-account.json');
    writeFileSync(file, JSON.stringify(key));
    expect(loadConfig({ ...base, FCM_SERVICE_ACCOUNT: file, FCM_PROJECT_ID: 'other' }).fcm?.projectId).toBe('other');
    // A bad key is refused naming the variable, never echoing the key.
    expect(() => loadConfig({ ...base, FCM_SERVICE_ACCOUNT: '{"client_email":"x","private_key":"secret"}' })).toThrow(
      ConfigError,
    );
  });
});
