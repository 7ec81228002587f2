import { appUrl, expect, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';

/*
 * Live chat (PLT-11, NAV-03) on the demo tenant that has it on (Mitra Cell, on 127.0.0.1), with the live chat
 * simulator's widget, which speaks Tawk.to's page API: the bottom bar's chat entry opens it on a phone, the agent
 * answers, and minimising goes back one page; on a wide screen the widget shows its own button; guests get none.
 */
const host = '127.0.0.1';

test.use({ locale: 'id-ID' });

test.describe('live chat', () => {
  test('[PLT-11][NAV-03][NAV-19] a member opens chat from the bottom bar, is answered, and closing it goes back one page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, '081234560001', host);
    await page.goto(appUrl('/account', host));
    // On a phone the widget waits behind the bottom bar's entry: no button of its own over the page.
    await expect(page.locator('#tawk-simulator-launcher')).toHaveCount(0);
    await page.locator('[data-nav-id="chat"]').click();
    await expect(page).toHaveURL(/[?&]chat=open/);
    const chat = page.getByRole('dialog', { name: 'Live chat' });
    await expect(chat).toBeVisible();
    await chat.getByLabel('Message').fill('Saldo saya belum masuk');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.locator('[data-from="agent"]')).toContainText('pesan Anda sudah kami terima');
    await expectNoSidewaysScroll(page, 'live chat open at 390 px');
    await screenshot(page, 'live-chat-390');
    await chat.getByRole('button', { name: 'Minimize' }).click();
    await expect(chat).toBeHidden();
    await expect(page).toHaveURL(appUrl('/account', host));
    await expect(page.locator('#tawk-simulator-launcher')).toBeHidden();

    // The back button closes it too.
    await page.locator('[data-nav-id="chat"]').click();
    await expect(chat).toBeVisible();
    await page.goBack();
    await expect(chat).toBeHidden();
  });

  test('[PLT-11] on a wide screen the widget shows its own button; guests and the tenant without chat get no widget', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(appUrl('/', host));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('#tawk-simulator-launcher')).toHaveCount(0);

    await logInAs(page, '081234560001', host);
    const launcher = page.locator('#tawk-simulator-launcher');
    await expect(launcher).toBeVisible();
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible();
    await screenshot(page, 'live-chat-1280');

    await logInAs(page, '081234560001');
    await page.goto(appUrl('/account'));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-nav-id="chat"]')).toHaveCount(0);
    await expect(page.locator('#tawk-simulator-launcher')).toHaveCount(0);
  });
});
