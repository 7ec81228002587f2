import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const base = { SESSION_SECRET: 'x'.repeat(40), PIN_KEY: 'p'.repeat(40), DATA_DIR: '.artifacts/test-data' };

describe('configuration from the environment', () => {
  it('[PLT-01] runs with nothing set: embedded database, simulators, port 3000', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('embedded');
    expect(config.simulators).toBe(true);
    expect(config.providers.suppliers).toEqual([]);
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
});
