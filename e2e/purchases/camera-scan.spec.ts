import os from 'node:os';
import path from 'node:path';
import { expect, screenshot, test } from '../support/fixtures.ts';
import { fullChromium } from '../support/chromium.ts';
import { writeBarcodeVideo } from '../support/fake-camera.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

/*
 * Scanning a number with the camera (spec §1, §8 'camera permission denied'), in a real Chromium whose fake camera
 * films a Code 128 barcode of a PLN meter number. Headless Chromium on Linux has no BarcodeDetector of its own, so
 * this is the bundled ZXing WebAssembly decoder, served by the app, reading the frames.
 */
const meter = '530000000001';
const video = path.join(os.tmpdir(), `konter-meter-${process.pid}.y4m`);
writeBarcodeVideo(video, meter);

// The full Chromium, not the headless shell the other journeys use: the shell has no (fake) camera to open.
test.use({
  locale: 'id-ID',
  launchOptions: fullChromium(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]),
});

test.describe('scanning a number with the camera', () => {
  test('[§1-scan][PLT-15] a member scans a meter number into the PLN token field at 390 px', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['camera']);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, '081234560001');
    await useLargestFont(page);
    await page.goto('/prabayar/electricity');
    const field = page.getByLabel('Nomor meter / ID pelanggan');
    await expect(field).toHaveValue('');
    await page.getByTestId('scan-number').click();
    const sheet = page.getByRole('dialog', { name: 'Pindai nomor' });
    await expect(sheet).toBeVisible();
    await expectNoSidewaysScroll(page, 'scan sheet at 390 px, largest font');
    await screenshot(page, 'camera-scan-390');
    await expect(field).toHaveValue(meter, { timeout: 20_000 });
    await expect(sheet).toBeHidden();
    await expect(field).toBeFocused();
  });

  test('[§8-camera] refusing the camera says so and leaves the field to be typed', async ({ page, context }) => {
    await context.clearPermissions();
    await logInAs(page, '081234560001');
    await page.goto('/prabayar/electricity');
    await page.getByTestId('scan-number').click();
    await expect(page.getByTestId('scan-problem')).toHaveText(
      'Izin kamera ditolak. Izinkan kamera untuk situs ini di pengaturan browser, atau ketik nomornya.',
    );
    await page.getByRole('button', { name: 'Tutup' }).click();
    await page.getByLabel('Nomor meter / ID pelanggan').fill(meter);
    await expect(page.getByLabel('Nomor meter / ID pelanggan')).toHaveValue(meter);
  });
});
