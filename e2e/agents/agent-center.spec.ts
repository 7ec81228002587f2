import { expect, newWatchedContext, screenshot, test } from '../support/fixtures.ts';
import { logInAs } from '../support/journeys.ts';
import { expectNoSidewaysScroll } from '../support/layout-checks.ts';

/*
 * The Agent Center on the first demo tenant (localhost): the demo master agent (081234560003) sees its network
 * (the demo agent with the demo member, a second agent with its customer), registers an agent and finds it; the demo agent
 * (081234560002) is told the Agent Center is for masters and sees its own downline instead.
 */
const masterPhone = '081234560003';
const agentPhone = '081234560002';

test.use({ locale: 'id-ID' });

test.describe('agent center', () => {
  test('[AGT-02][AGT-05] the master sees its network, registers an agent and finds it; an agent is refused', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, masterPhone);

    await page.goto('/agent-center');
    await expect(page).toHaveURL(/\/agent-center\/dashboard$/);
    const dashboard = page.getByTestId('agent-center-dashboard');
    await expect(dashboard).toBeVisible();
    // The demo agent with the demo member under it and a second agent with its customer (four at two depths), and
    // whoever the other demo seeds and the journeys running beside this one put under the master: the dashboard
    // shows what the network holds now.
    const center = (await (await page.request.get('/api/v1/agent-center')).json()) as { data: { downlines: number } };
    expect(center.data.downlines).toBeGreaterThanOrEqual(4);
    await page.reload();
    await expect(page.getByTestId('agent-downlines')).toContainText(String(center.data.downlines));
    await expectNoSidewaysScroll(page, 'agent center dashboard 390');
    await screenshot(page, 'agent-center-dashboard-390');

    // The demo network at work (issue 18): the seeded purchases of the second agent and its customer give the master
    // volume and margin; their purchases, the reader's commission on each, and the network's list are in the reports.
    const volume = (await (await page.request.get('/api/v1/agent-center')).json()) as {
      data: { last30Days: { count: number; margin: number } };
    };
    expect(volume.data.last30Days.count).toBeGreaterThanOrEqual(4);
    expect(volume.data.last30Days.margin).toBeGreaterThan(0);
    await page.goto('/agent-center/transaksi-agen');
    await expect(page.getByRole('heading', { level: 1, name: 'Laporan transaksi agen' })).toBeVisible();
    await expect(page.getByTestId('report-table')).toContainText('Demo Agen Kedua');
    await expectNoSidewaysScroll(page, 'agent center agent transactions 390');
    await screenshot(page, 'agent-center-transaksi-agen-390');
    await page.goto('/account/laporan/agen');
    await expect(page.getByRole('heading', { level: 1, name: 'Laporan daftar agen' })).toBeVisible();
    await expect(page.getByTestId('report-table')).toContainText('Demo Pelanggan');
    await expectNoSidewaysScroll(page, 'agent list report 390');
    await screenshot(page, 'report-agent-list-390');
    await page.goto('/agent-center/debt-history');
    await expect(page).toHaveURL(/\/agent-center\/debt-history\/prabayar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Utang' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'agent center debt history 390');
    await screenshot(page, 'agent-center-debt-history-390');

    await page.goto('/agent-center/list-agent');
    await expect(page.getByTestId('agent-list').getByText('Demo Agent', { exact: true })).toBeVisible();
    await expect(page.getByTestId('agent-list').getByText('Demo Member', { exact: true })).toBeVisible();
    await expect(page.getByTestId('agent-list')).toContainText('Level 2');

    const unique = Date.now().toString().slice(-8);
    await page.goto('/agent-center/agent');
    const form = page.getByTestId('register-agent-form');
    await form.getByLabel('Nama lengkap').fill('Agen Sejahtera');
    await form.getByLabel('Email').fill(`agen.${unique}@example.com`);
    await form.getByLabel('Nomor HP').fill(`0813${unique}`);
    await form.getByLabel('Password', { exact: true }).fill('rahasia123');
    await form.getByLabel('Ulangi password').fill('rahasia123');
    await screenshot(page, 'agent-center-register-390');
    await form.getByRole('button', { name: 'Daftarkan agen' }).click();
    await expect(page).toHaveURL(/\/agent-center\/list-agent\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('agent-detail')).toContainText('Agen Sejahtera');

    await page.goto('/agent-center/list-agent');
    await page.getByTestId('agent-search').fill('sejahtera');
    await expect(page.getByTestId('agent-list').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('agent-list')).toContainText('Agen Sejahtera');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/agent-center/dashboard');
    await expect(dashboard).toBeVisible();
    await screenshot(page, 'agent-center-dashboard-1280');

    // AGT-02: the agent, in a browser of its own, gets the spec's sentence and its own downline on the agent list.
    const agent = await newWatchedContext(browser, { viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
    await logInAs(agent.page, agentPhone);
    agent.consoleWatch.allow(/status of 403 .*\/api\/v1\/agent-center/);
    await agent.page.goto('/agent-center/dashboard');
    await expect(agent.page.getByTestId('agent-center-refused')).toContainText(
      'Mohon maaf, halaman Agen Center hanya dapat diakses oleh Master',
    );
    await screenshot(agent.page, 'agent-center-refused-1280');
    await agent.page.goto('/account/list-agent');
    await expect(agent.page.getByTestId('agent-list')).toContainText('Demo Member');
    await agent.context.close();
    agent.consoleWatch.assertClean();

    // The admin's screen of applications and promotions (AGT-01, AGT-03), mounted at /admin/agents for now.
    const admin = await newWatchedContext(browser, { viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    await logInAs(admin.page, '081234560009');
    await admin.page.goto('/admin/agents');
    await expect(admin.page.getByRole('heading', { name: 'Naik ke Master' })).toBeVisible();
    await expect(admin.page.getByText('Tidak ada pengajuan yang menunggu.')).toBeVisible();
    await screenshot(admin.page, 'admin-agents-390');
    await admin.context.close();
    admin.consoleWatch.assertClean();
  });
});
