import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@konter/shared/i18n/locales';
import { messages as sharedMessages } from '@konter/shared/i18n/messages';
import { adminId } from '../locales/admin/id.ts';
import { bulkId } from '../locales/bulk/id.ts';
import { mediaId } from '../locales/media/id.ts';
import { shopCollectionId } from '../locales/shop-collection/id.ts';
import { developerId } from '../locales/developer/id.ts';
import { payFromId } from '../locales/pay-from/id.ts';
import { posMloId } from '../locales/pos-mlo/id.ts';
import { posSpkId } from '../locales/pos-spk/id.ts';
import { shopLinkId } from '../locales/shop-link/id.ts';
import { en } from '../locales/en.ts';
import { id } from '../locales/id.ts';
import { zh } from '../locales/zh.ts';
import { readCookie } from './cookies.ts';
import {
  createI18n,
  loadCatalogue,
  localeCookieName,
  localeStorageKey,
  readSavedLocale,
  resolveInitialLocale,
  switchLocale,
} from './i18n.ts';
import { createMemoryStorage } from './storage.ts';

const catalogues = { id, en, zh };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('catalogues', () => {
  it('[PLT-09] id, en and zh have exactly the same keys, none empty', () => {
    const keys = Object.keys(id).sort();
    for (const locale of locales) {
      const catalogue: Record<string, string> = catalogues[locale];
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const key of keys) expect(catalogue[key]?.trim(), `${locale}:${key}`).toBeTruthy();
    }
  });

  it('[PLT-09] every translation keeps the placeholders of the Indonesian text', () => {
    for (const [key, text] of Object.entries(id)) {
      expect(placeholders(en[key as keyof typeof id]), `en:${key}`).toEqual(placeholders(text));
      expect(placeholders(zh[key as keyof typeof id]), `zh:${key}`).toEqual(placeholders(text));
    }
  });

  it('[PLT-09] web keys do not shadow the shared messages by accident', () => {
    const shared = Object.keys(sharedMessages.id);
    expect(Object.keys(id).filter((key) => shared.includes(key))).toEqual([]);
  });

  it('[PLT-09] every literal translation key used in the source exists', () => {
    const sourceRoot = join(import.meta.dirname, '..');
    const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.endsWith('.test.ts') &&
        !file.endsWith('.test.tsx') &&
        !file.startsWith('locales'),
    );
    // The back office's, the image maker's, the checkout links', the developer screens', the spreadsheet top-up's and
    // the POS MLO screens' texts are catalogues of their own, loaded with their chunks (locales/admin, locales/media,
    // locales/shop-link, locales/shop-collection, locales/developer, locales/bulk, locales/pay-from, locales/pos-mlo, locales/pos-spk).
    const known = new Set([
      ...Object.keys(id),
      ...Object.keys(adminId),
      ...Object.keys(mediaId),
      ...Object.keys(shopLinkId),
      ...Object.keys(shopCollectionId),
      ...Object.keys(developerId),
      ...Object.keys(bulkId),
      ...Object.keys(payFromId),
      ...Object.keys(posMloId),
      ...Object.keys(posSpkId),
      ...Object.keys(sharedMessages.id),
    ]);
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(sourceRoot, file), 'utf8');
      // `t(…)` and the renamed ones beside an area's own (`appT`, `spkT`, `adminT`, …).
      for (const match of text.matchAll(/\b(?:t|[a-z]+T)\(\s*'([^']+)'/g)) if (match[1]) used.add(match[1]);
      // Keys passed around as data (route titles, navigation labels) rather than straight into t().
      for (const match of text.matchAll(
        /'((?:app|api|title|nav|language|display|landing|footer|not_found)\.[\w.-]+)'/g,
      )) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('i18next instance', () => {
  it('[PLT-09] uses {name} placeholders like the shared catalogue', async () => {
    const i18n = createI18n('id');
    expect(i18n.t('validation.required', { field: 'Email' })).toBe('Email wajib diisi.');
    expect(i18n.t('footer.copyright', { year: 2026, brand: 'Pulsa Murah' })).toBe('© 2026 Pulsa Murah');
  });

  it('[PLT-09] merges the shared messages into every language', async () => {
    const catalogue = await loadCatalogue('en');
    expect(catalogue.not_authenticated).toBe('Not Authenticated, Please Login!');
    expect(catalogue['nav.home']).toBe('Home');
    expect((await loadCatalogue('zh')).unauthorized_access).toBe('无权访问！');
  });

  it('[PLT-06] the 429 text is the specification wording in Indonesian and translated elsewhere', async () => {
    const i18n = createI18n('id');
    expect(i18n.t('too_many_requests')).toBe('Gagal Mendapatkan Data. Coba Dalam Waktu 1 Menit.');
    await switchLocale('en', { i18n, storage: createMemoryStorage() });
    expect(i18n.t('too_many_requests')).toBe('Failed to get data. Try again in 1 minute.');
  });
});

describe('language choice', () => {
  it('[PLT-09] switching persists to storage and the konter_locale cookie and sets <html lang>', async () => {
    const i18n = createI18n('id');
    const storage = createMemoryStorage();
    expect(i18n.t('nav.home')).toBe('Beranda');
    await switchLocale('zh', { i18n, storage });
    expect(i18n.t('nav.home')).toBe('首页');
    expect(storage.getItem(localeStorageKey)).toBe('zh');
    expect(readCookie(localeCookieName)).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
    await switchLocale('id', { i18n, storage });
    expect(document.documentElement.lang).toBe('id');
  });

  it('[PLT-09] the saved choice comes from storage first, then the cookie', () => {
    const storage = createMemoryStorage();
    const jar = { cookie: `${localeCookieName}=en` };
    expect(readSavedLocale(storage, jar)).toBe('en');
    storage.setItem(localeStorageKey, 'zh');
    expect(readSavedLocale(storage, jar)).toBe('zh');
    storage.setItem(localeStorageKey, 'fr');
    expect(readSavedLocale(storage, { cookie: '' })).toBeNull();
  });

  it('[PLT-09] a saved choice beats the tenant language, which beats Indonesian', () => {
    expect(resolveInitialLocale('en', 'zh')).toBe('en');
    expect(resolveInitialLocale(null, 'zh')).toBe('zh');
    expect(resolveInitialLocale(null, null)).toBe('id');
  });
});
