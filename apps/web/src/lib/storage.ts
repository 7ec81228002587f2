import type { CookieJar } from './cookies.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

/**
 * Browser storage that keeps working where localStorage does not (PLT-13): Safari private mode, Android WebViews
 * without DOM storage, embedded browsers that throw on access. Layers are tried in order local → session → cookie
 * (keys prefixed `lS_`) → memory, and each is probed with a real write/read/remove before it is chosen, because a
 * storage object can exist and still throw or silently drop writes.
 */
export type StorageKind = 'local' | 'session' | 'cookie' | 'memory';

export type KeyValueStorage = {
  readonly kind: StorageKind;
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
};

/** Accessors rather than objects: merely reading `window.localStorage` throws a SecurityError in some browsers. */
export type StorageEnvironment = {
  localStorage: () => Storage | null | undefined;
  sessionStorage: () => Storage | null | undefined;
  cookies: () => CookieJar | null | undefined;
};

export const cookieKeyPrefix = 'lS_';
const probeKey = '__konter_probe__';

export function browserStorageEnvironment(): StorageEnvironment {
  return {
    localStorage: () => globalThis.localStorage,
    sessionStorage: () => globalThis.sessionStorage,
    cookies: () => (typeof document === 'undefined' ? null : document),
  };
}

function probeWebStorage(get: () => Storage | null | undefined): Storage | null {
  try {
    const storage = get();
    if (!storage) return null;
    storage.setItem(probeKey, probeKey);
    const works = storage.getItem(probeKey) === probeKey;
    storage.removeItem(probeKey);
    return works ? storage : null;
  } catch {
    return null;
  }
}

function probeCookies(get: () => CookieJar | null | undefined): CookieJar | null {
  try {
    const jar = get();
    if (!jar) return null;
    const name = `${cookieKeyPrefix}${probeKey}`;
    writeCookie(name, '1', { maxAgeSeconds: 60, jar });
    const works = readCookie(name, jar) === '1';
    deleteCookie(name, jar);
    return works ? jar : null;
  } catch {
    return null;
  }
}

function webStorageLayer(kind: 'local' | 'session', storage: Storage): KeyValueStorage {
  // A write can still fail later (quota full); the value is then kept in memory so this page still sees it.
  const overflow = new Map<string, string>();
  return {
    kind,
    getItem(key) {
      if (overflow.has(key)) return overflow.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
        overflow.delete(key);
      } catch {
        overflow.set(key, value);
      }
    },
    removeItem(key) {
      overflow.delete(key);
      try {
        storage.removeItem(key);
      } catch {
        // Nothing else to undo: the overflow copy is gone already.
      }
    },
  };
}

function cookieLayer(jar: CookieJar): KeyValueStorage {
  return {
    kind: 'cookie',
    getItem: (key) => readCookie(`${cookieKeyPrefix}${key}`, jar),
    setItem: (key, value) => writeCookie(`${cookieKeyPrefix}${key}`, value, { jar }),
    removeItem: (key) => deleteCookie(`${cookieKeyPrefix}${key}`, jar),
  };
}

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    kind: 'memory',
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

export function createFallbackStorage(environment: StorageEnvironment = browserStorageEnvironment()): KeyValueStorage {
  const local = probeWebStorage(environment.localStorage);
  if (local) return webStorageLayer('local', local);
  const session = probeWebStorage(environment.sessionStorage);
  if (session) return webStorageLayer('session', session);
  const jar = probeCookies(environment.cookies);
  if (jar) return cookieLayer(jar);
  return createMemoryStorage();
}

let appStorage: KeyValueStorage | null = null;

/** The storage the whole app shares, chosen once on first use. */
export function getAppStorage(): KeyValueStorage {
  appStorage ??= createFallbackStorage();
  return appStorage;
}

/** Tests swap the shared storage; pass null to choose again on next use. */
export function setAppStorage(storage: KeyValueStorage | null): void {
  appStorage = storage;
}

/** Reads a JSON value and hands it to `parse`, which returns null for data it does not accept. */
export function readJson<T>(storage: KeyValueStorage, key: string, parse: (value: unknown) => T | null): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
