import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { pageExists } from '../routes/page-exists.ts';
import { addAdminCatalogue } from './admin-catalogue.ts';
import { adminRoute } from './admin-routes.ts';
import { adminSections } from './admin-sections.ts';

describe('the admin navigation', () => {
  it('[ADM-01][NAV-19] every admin section is a page, so the menu never leads to a 404', () => {
    expect(adminSections.length).toBeGreaterThan(0);
    expect(new Set(adminSections.map((section) => section.path)).size).toBe(adminSections.length);
    for (const section of adminSections) expect(pageExists(`/admin/${section.path}`), section.path).toBe(true);
    expect(pageExists('/admin')).toBe(true);
    expect(pageExists('/admin/no-such-section')).toBe(false);
  });

  it('[NAV-01] the admin area and each of its sections load lazily', () => {
    expect(adminRoute.lazy).toBeDefined();
    for (const child of adminRoute.children ?? []) {
      if (!child.index) expect(child.lazy, String(child.id)).toBeDefined();
    }
  });

  it('[ADM-01] the admin texts join a loaded language only, never marking an unloaded one as loaded', () => {
    const i18n = createI18n('id');
    expect(addAdminCatalogue(i18n, 'en')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(addAdminCatalogue(i18n, 'id')).toBe(true);
    expect(i18n.t('admin.nav.people')).toBe('Pengguna');
    expect(i18n.t('app.loading')).toBe('Memuat…');
    expect(addAdminCatalogue(i18n, 'id')).toBe(false);
  });
});
