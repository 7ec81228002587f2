import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminNotificationPaths, whatsappTypes } from '@konter/shared/contracts/notifications';
import type { Locale } from '@konter/shared/i18n/locales';
import { changeLanguage, createI18n } from '../../../lib/i18n.ts';
import { adminEn } from '../../../locales/admin/en.ts';
import { adminId } from '../../../locales/admin/id.ts';
import { adminZh } from '../../../locales/admin/zh.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { AdminWhatsApp } from './admin-whatsapp.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderSection(locale: Locale) {
  const i18n = createI18n();
  await changeLanguage(i18n, locale);
  i18n.addResources(locale, 'translation', { id: adminId, en: adminEn, zh: adminZh }[locale]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminWhatsApp />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const everyType = { types: [...whatsappTypes], templates: {} };
const row = (type: string) =>
  screen.getByTestId('admin-whatsapp').querySelector(`[data-type="${type}"]`) as HTMLElement;

describe("the tenant's WhatsApp messages (back office)", () => {
  it('[NTF-01] lists every kind with its title, switched on until the tenant chooses; saves the kinds and a template name per kind', async () => {
    const sent = stubFetch(
      { status: 200, body: { data: everyType } },
      {
        status: 200,
        body: {
          data: { types: ['purchase.success'], templates: { 'purchase.success': 'konter_purchase_success' } },
          message: 'Pengaturan WhatsApp disimpan.',
        },
      },
    );
    await renderSection('id');
    expect(await screen.findByText('Pesan WhatsApp')).toBeTruthy();
    await screen.findByTestId('admin-whatsapp');
    const purchase = row('purchase.success');
    expect(within(purchase).getByText('Transaksi berhasil')).toBeTruthy();
    expect((within(purchase).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(row('device.login-request')).toBeTruthy();
    expect(screen.getByTestId('admin-whatsapp').querySelector('[data-type="news"]')).toBeNull();

    act(() => {
      for (const type of whatsappTypes) {
        if (type !== 'purchase.success') fireEvent.click(within(row(type)).getByRole('checkbox'));
      }
      fireEvent.change(within(purchase).getByLabelText('Nama template'), {
        target: { value: 'konter_purchase_success' },
      });
    });
    // A kind switched off has no template to fill.
    expect((within(row('deposit.credited')).getByLabelText('Nama template') as HTMLInputElement).disabled).toBe(true);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Simpan pengaturan WhatsApp' }));
    });
    expect(await screen.findByText('Pengaturan WhatsApp disimpan.')).toBeTruthy();
    expect(sent[1]).toMatchObject({ method: 'POST', body: { types: ['purchase.success'] } });
    expect(sent[1]?.url).toContain(adminNotificationPaths.whatsapp);
    expect((sent[1]?.body as { templates: Record<string, string> }).templates['purchase.success']).toBe(
      'konter_purchase_success',
    );
  });

  it('[NTF-01] shows a refused template name under its field, in English and Chinese', async () => {
    for (const [locale, label, save] of [
      ['en', 'Template name', 'Save WhatsApp settings'],
      ['zh', '模板名称', '保存 WhatsApp 设置'],
    ] as const) {
      stubFetch(
        { status: 200, body: { data: everyType } },
        {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            code: 'validation_failed',
            errors: { 'templates.purchase.success': ['Invalid format.'] },
          },
        },
      );
      await renderSection(locale);
      await screen.findByTestId('admin-whatsapp');
      const purchase = row('purchase.success');
      act(() => {
        fireEvent.change(within(purchase).getByLabelText(label), { target: { value: 'Bukan Nama' } });
        fireEvent.click(screen.getByRole('button', { name: save }));
      });
      expect(await within(row('purchase.success')).findByText('Invalid format.')).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
