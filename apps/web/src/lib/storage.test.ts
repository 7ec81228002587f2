import { describe, expect, it } from 'vitest';
import type { CookieJar } from './cookies.ts';
import type { StorageEnvironment } from './storage.ts';
import { createFallbackStorage, createMemoryStorage, readJson, writeJson } from './storage.ts';

/** A Storage backed by a Map; `mode` makes it fail the way real browsers do. */
function fakeStorage(
  mode: 'works' | 'throws-on-set' | 'drops-writes' = 'works',
): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (mode === 'throws-on-set') throw new DOMException('QuotaExceededError', 'QuotaExceededError');
      if (mode === 'drops-writes') return;
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

/** A cookie jar that understands `name=value; Max-Age=0` like document.cookie; `disabled` ignores writes. */
function fakeCookieJar(disabled = false): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      if (disabled) return;
      const [pair = '', ...attributes] = text.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

const throwingAccess = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

function environment(overrides: Partial<StorageEnvironment>): StorageEnvironment {
  return {
    localStorage: () => fakeStorage(),
    sessionStorage: () => fakeStorage(),
    cookies: () => fakeCookieJar(),
    ...overrides,
  };
}

describe('createFallbackStorage', () => {
  it('[PLT-13] uses localStorage when it works and leaves no probe key behind', () => {
    const local = fakeStorage();
    const storage = createFallbackStorage(environment({ localStorage: () => local }));
    expect(storage.kind).toBe('local');
    expect(local.data.size).toBe(0);
    storage.setItem('phone', '0812');
    expect(local.data.get('phone')).toBe('0812');
    expect(storage.getItem('phone')).toBe('0812');
    storage.removeItem('phone');
    expect(local.data.has('phone')).toBe(false);
  });

  it.each([
    ['throws on access', { localStorage: throwingAccess }],
    ['throws on write', { localStorage: () => fakeStorage('throws-on-set') }],
    ['drops writes silently', { localStorage: () => fakeStorage('drops-writes') }],
    ['is missing', { localStorage: () => undefined }],
  ])('[PLT-13] falls back to sessionStorage when localStorage %s', (_name, overrides) => {
    const session = fakeStorage();
    const storage = createFallbackStorage(environment({ ...overrides, sessionStorage: () => session }));
    expect(storage.kind).toBe('session');
    storage.setItem('k', 'v');
    expect(session.data.get('k')).toBe('v');
  });

  it('[PLT-13] falls back to lS_-prefixed cookies when both web storages fail', () => {
    const jar = fakeCookieJar();
    const storage = createFallbackStorage(
      environment({
        localStorage: throwingAccess,
        sessionStorage: () => fakeStorage('throws-on-set'),
        cookies: () => jar,
      }),
    );
    expect(storage.kind).toBe('cookie');
    expect(jar.values.size).toBe(0);
    storage.setItem('locale', 'en');
    expect(jar.values.get('lS_locale')).toBe('en');
    expect(storage.getItem('locale')).toBe('en');
    storage.setItem('note', 'a; b=c');
    expect(storage.getItem('note')).toBe('a; b=c');
    storage.removeItem('locale');
    expect(storage.getItem('locale')).toBeNull();
    expect(jar.values.has('lS_locale')).toBe(false);
  });

  it('[PLT-13] falls back to memory when cookies are disabled too', () => {
    const storage = createFallbackStorage(
      environment({
        localStorage: throwingAccess,
        sessionStorage: throwingAccess,
        cookies: () => fakeCookieJar(true),
      }),
    );
    expect(storage.kind).toBe('memory');
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('[PLT-13] falls back to memory when there is no document at all', () => {
    const storage = createFallbackStorage(
      environment({ localStorage: () => null, sessionStorage: () => null, cookies: () => null }),
    );
    expect(storage.kind).toBe('memory');
  });

  it('[PLT-13] keeps a value in memory when a later write fails (quota full)', () => {
    let full = false;
    const local = fakeStorage();
    const originalSet = local.setItem;
    local.setItem = (key, value) => {
      if (full) throw new DOMException('QuotaExceededError', 'QuotaExceededError');
      originalSet(key, value);
    };
    const storage = createFallbackStorage(environment({ localStorage: () => local }));
    full = true;
    expect(() => storage.setItem('big', 'value')).not.toThrow();
    expect(storage.getItem('big')).toBe('value');
  });

  it('[PLT-13] the real browser environment (happy-dom) picks localStorage', () => {
    expect(createFallbackStorage().kind).toBe('local');
  });
});

describe('readJson and writeJson', () => {
  it('[PLT-13] round-trips JSON and rejects what the parser refuses', () => {
    const storage = createMemoryStorage();
    writeJson(storage, 'prefs', { size: 'large' });
    expect(readJson(storage, 'prefs', (value) => value)).toEqual({ size: 'large' });
    expect(readJson(storage, 'prefs', () => null)).toBeNull();
    storage.setItem('broken', '{not json');
    expect(readJson(storage, 'broken', (value) => value)).toBeNull();
    expect(readJson(storage, 'missing', (value) => value)).toBeNull();
  });
});
