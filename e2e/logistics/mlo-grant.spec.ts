import { expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';

/*
 * The back office's POS MLO panel (MLO-01, ADM-01 "couriers") on the demo MLO agent 081234560006, read only: the
 * POS journey runs as that agent at the same time, so this spec changes none of its flags (the server tests change
 * them on their own accounts).
 */
test.use({ locale: 'id-ID' });

test('[MLO-01][ADM-01] an admin sees an agent’s MLO flag and each courier’s flag, and the panel fits a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, '081234560009');
  for (const width of [1280, 390]) {
    await page.setViewportSize(width === 390 ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto('/admin/people');
    await page.getByLabel('Cari akun').fill('081234560006');
    await page.getByRole('link', { name: /^Demo Agen MLO/ }).click();
    const panel = page.getByRole('region', { name: 'POS MLO (kirim paket)' });
    await expect(panel.getByLabel('Agen MLO: boleh menerima paket di konter')).toBeChecked();
    for (const courier of ['SiCepat', 'J&T Express', 'JNE Express', 'Ninja Xpress', 'Lion Parcel']) {
      await expect(panel.getByLabel(courier, { exact: true })).toBeChecked();
    }
    await expect(panel.getByRole('button', { name: 'Simpan perubahan' })).toBeDisabled();
    await panel.getByLabel('Lion Parcel', { exact: true }).uncheck();
    await expect(panel.getByRole('button', { name: 'Simpan perubahan' })).toBeEnabled();
    await expectNoSidewaysScroll(page, `admin MLO panel at ${width}`);
    await screenshot(page, `admin-mlo-grant-${width}`);
  }
});
