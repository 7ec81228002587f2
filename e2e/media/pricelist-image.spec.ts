import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll, useLargestFont } from '../support/layout-checks.ts';

test.use({ locale: 'id-ID' });

/** The journey's own agent (seeded by modules/media): its pictures show in no other journey. */
const agentPhone = '081234560080';

/** A 3:2 background drawn by the browser: two colour bands. */
async function backgroundPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const draw = canvas.getContext('2d');
    if (!draw) throw new Error('no canvas');
    draw.fillStyle = '#0e7490';
    draw.fillRect(0, 0, 900, 300);
    draw.fillStyle = '#ea580c';
    draw.fillRect(0, 300, 900, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Width and height from the PNG header, and how many distinct colours the browser sees in it (1 = blank). */
async function lookAt(page: Page, png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const colours = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const draw = canvas.getContext('2d');
    if (!draw) throw new Error('no canvas');
    draw.drawImage(image, 0, 0);
    const pixels = draw.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let at = 0; at < pixels.length; at += 4 * 101) {
      seen.add(((pixels[at] ?? 0) << 16) | ((pixels[at + 1] ?? 0) << 8) | (pixels[at + 2] ?? 0));
    }
    return seen.size;
  }, png.toString('base64'));
  return { width, height, bytes: png.length, colours };
}

async function download(page: Page): Promise<Buffer> {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Unduh PNG' }).click();
  const file = await (await started).path();
  return readFileSync(file);
}

test('[MED-01][MED-02][NAV-14] an agent makes, edits, downloads and deletes a pricelist image', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(180_000);
  // The refused upload below answers 422 on purpose.
  consoleWatch.allow(/status of 422 .*\/api\/v1\/media\/backgrounds/);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, agentPhone);
  await page.goto('/account');
  await page.getByRole('link', { name: /Gambar daftar harga/ }).click();
  await expect(page).toHaveURL(appUrl('/media/content-creation'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gambar Daftar Harga');
  await page.getByRole('link', { name: 'Buat gambar baru' }).click();
  await expect(page).toHaveURL(appUrl('/media/content-creation/create'));

  // MED-02: judged by content, not by name.
  const fileInput = page.locator('input[type="file"][name="image"]');
  await fileInput.setInputFiles({ name: 'latar.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
  await expect(page.getByText('Gambar harus berformat .jpg, .jpeg atau .png.')).toBeVisible();

  await fileInput.setInputFiles({ name: 'latar.png', mimeType: 'image/png', buffer: await backgroundPng(page) });
  await expect(page.getByText('Gambar harus berformat .jpg, .jpeg atau .png.')).toHaveCount(0);
  await page.getByLabel('Teks atas').fill('Konter Media Demo');
  await page.getByLabel('Teks bawah').fill('WA 0812-3456-0080 · Buka 08.00–21.00');
  await page.locator('[data-code="tsel10"] input[type="checkbox"]').check();
  await page.getByLabel(/^Harga jual .*10/).fill('11500');
  await page.locator('[data-code="tsel25"] input[type="checkbox"]').check();
  await expect(page.getByTestId('media-preview')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the editor at 390 px');
  await screenshot(page, 'media-editor-id-390');

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/media\/content-creation\/edit\/[0-9a-f-]{36}$/);
  const first = await download(page);
  const picture = await lookAt(page, first);
  expect(picture).toMatchObject({ width: 1080, height: 1920 });
  expect(picture.bytes).toBeGreaterThan(10_000);
  expect(picture.colours).toBeGreaterThan(3);

  // An edit: a new price is a different picture; the square size is 1080 × 1080.
  await page.getByLabel(/^Harga jual .*10/).fill('12000');
  // The first save's snackbar may still be showing, so the edit is known saved by its own answer.
  const edited = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/v1\/media\/pricelist\/[0-9a-f-]{36}$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Simpan' }).click();
  expect((await edited).status()).toBe(200);
  await expect(page.getByText('Gambar daftar harga disimpan.')).toBeVisible();
  const second = await download(page);
  expect(Buffer.compare(first, second)).not.toBe(0);
  await page.getByLabel('Ukuran').selectOption('square');
  const square = await lookAt(page, await download(page));
  expect(square).toMatchObject({ width: 1080, height: 1080 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'media-editor-id-1280');

  // The list: the saved picture; then deleted.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/media/content-creation');
  await expect(page.locator('[data-media-id]')).toHaveCount(1);
  await expect(page.locator('[data-media-id]')).toContainText('Konter Media Demo');
  await screenshot(page, 'media-list-id-390');
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(page.getByText('Belum ada gambar. Buat yang pertama.')).toBeVisible();
});

test('[MED-01][PLT-15] the image maker fits 390 px at the largest font in id, en and zh', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, agentPhone);
  for (const locale of ['id', 'en', 'zh'] as const) {
    await context.addCookies([{ name: 'konter_locale', value: locale, url: appUrl('/') }]);
    for (const path of ['/media/content-creation', '/media/content-creation/create']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText('media.');
      await useLargestFont(page);
      await expectNoSidewaysScroll(page, `${path} at 390 px in ${locale}`);
      await screenshot(page, `media${path.replaceAll('/', '-')}-${locale}-largest-390`);
    }
  }
});
