import { appUrl, expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';

const developerPhone = '081234560004';

test.describe('developer settings (reseller API)', () => {
  test('[DEV-01][DEV-02] a developer makes a key (shown once), is told a bad webhook URL, and adds a pending IP', async ({
    browser,
  }) => {
    // Two logins in two contexts: on a loaded machine that is more than the default 30 s.
    test.setTimeout(90_000);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const { context, page } = await newWatchedContext(browser, { viewport, baseURL: appUrl('/'), locale: 'id-ID' });
      await logInAs(page, developerPhone);
      await page.goto('/account/developer');
      await expect(page.getByRole('heading', { name: 'Developer API', level: 1 })).toBeVisible();
      await page
        .getByRole('button', { name: /Buat key|Ganti key/ })
        .first()
        .click();
      await expect(page.getByTestId('new-key')).toHaveText(/^[0-9a-f]{36}$/);
      await page.getByLabel('URL webhook').fill('ftp://example.com/callback');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Invalid webhook format')).toBeVisible();
      const ip = viewport.width === 390 ? '203.0.113.10' : '203.0.113.11';
      await page.getByLabel('Alamat IP').fill(ip);
      await page.getByRole('button', { name: 'Tambah IP' }).click();
      await expect(page.getByText(ip)).toBeVisible();
      await expect(page.getByText('Menunggu').first()).toBeVisible();
      await screenshot(page, `developer-id-${viewport.width}`);
      await context.close();
    }
  });
});
