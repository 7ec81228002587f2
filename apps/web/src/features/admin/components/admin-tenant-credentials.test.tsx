import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialProviders, type ProviderCredentials } from '@konter/shared/contracts/admin-credentials';
import type { Locale } from '@konter/shared/i18n/locales';
import { changeLanguage, createI18n } from '../../../lib/i18n.ts';
import { adminEn } from '../../../locales/admin/en.ts';
import { adminId } from '../../../locales/admin/id.ts';
import { adminZh } from '../../../locales/admin/zh.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { AdminTenantCredentials } from './admin-tenant-credentials.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const none: ProviderCredentials = {
  key_configured: true,
  providers: credentialProviders.map((provider) => ({
    provider,
    own: false,
    label: null,
    hints: {},
    readable: true,
    updated_at: null,
    callback_url: provider === 'digiflazz' ? 'https://mitra.example/api/v1/webhooks/digiflazz/tenants/mitra' : null,
  })),
};

const withMidtrans: ProviderCredentials = {
  ...none,
  providers: none.providers.map((item) =>
    item.provider === 'midtrans'
      ? {
          ...item,
          own: true,
          label: 'Merchant Setelan',
          hints: { serverKey: '••••ATOR', clientKey: '••••ATOR' },
          updated_at: '2026-11-24T03:00:00Z',
        }
      : item,
  ),
};

async function renderPanel(locale: Locale = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, locale);
  i18n.addResources(locale, 'translation', { id: adminId, en: adminEn, zh: adminZh }[locale]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminTenantCredentials />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const type = (card: HTMLElement, label: string, value: string) => {
  act(() => {
    fireEvent.change(within(card).getByLabelText(label), { target: { value } });
  });
};

describe('the provider accounts panel', () => {
  it('[ADM-01] saves a Midtrans key from password inputs and shows it back only masked', async () => {
    const sent = stubFetch({ status: 200, body: { data: none } }, { status: 200, body: { data: withMidtrans } });
    await renderPanel();
    const card = await screen.findByTestId('credentials-midtrans');
    expect(within(card).getByText("Installation's account")).toBeTruthy();
    const serverKey = within(card).getByLabelText('Server key') as HTMLInputElement;
    expect(serverKey.type).toBe('password');
    expect(serverKey.autocomplete).toBe('off');

    type(card, 'Account name', 'Merchant Setelan');
    type(card, 'Server key', 'SB-Mid-server-SIMULATOR');
    type(card, 'Client key', 'SB-Mid-client-SIMULATOR');
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Save account' }));
    });

    await waitFor(() =>
      expect(within(screen.getByTestId('credentials-midtrans')).getByText('Own account')).toBeTruthy(),
    );
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      body: {
        label: 'Merchant Setelan',
        secrets: { serverKey: 'SB-Mid-server-SIMULATOR', clientKey: 'SB-Mid-client-SIMULATOR' },
      },
    });
    expect(sent[1]?.url).toContain('/api/v1/admin/tenant/credentials/midtrans');
    const saved = screen.getByTestId('credentials-midtrans');
    expect(within(saved).getAllByText('••••ATOR')).toHaveLength(2);
    // The inputs are empty again: a key is never put back on screen.
    expect((within(saved).getByLabelText('Server key') as HTMLInputElement).value).toBe('');
  });

  it('[ADM-01] shows where Digiflazz must call the tenant back, to paste into its dashboard', async () => {
    stubFetch({ status: 200, body: { data: none } });
    await renderPanel('id');
    const card = await screen.findByTestId('credentials-digiflazz');
    const callback = within(card).getByTestId('callback-digiflazz');
    expect(callback.textContent).toContain('Alamat callback');
    expect(callback.textContent).toContain('https://mitra.example/api/v1/webhooks/digiflazz/tenants/mitra');
    expect(callback.textContent).toContain('dasbor Digiflazz Anda');
    expect(screen.queryByTestId('callback-midtrans')).toBeNull();
  });

  it('[ADM-01] offers the bank mutation feed and WhatsApp Business, and saves their keys in every language', async () => {
    const sent = stubFetch({ status: 200, body: { data: none } }, { status: 200, body: { data: none } });
    await renderPanel('zh');
    const bank = await screen.findByTestId('credentials-bank_feed');
    expect(within(bank).getByText('Moota')).toBeTruthy();
    expect((within(bank).getByLabelText('访问令牌') as HTMLInputElement).type).toBe('password');
    const whatsapp = screen.getByTestId('credentials-whatsapp');
    expect(within(whatsapp).getByText('WhatsApp Business')).toBeTruthy();
    expect((within(whatsapp).getByLabelText('访问令牌') as HTMLInputElement).type).toBe('password');
    // The sending number's id is no secret: typed in the clear.
    expect((within(whatsapp).getByLabelText('电话号码 ID') as HTMLInputElement).type).toBe('text');

    type(whatsapp, '账户名称', 'WA Setelan');
    type(whatsapp, '访问令牌', 'EAAG-token');
    type(whatsapp, '电话号码 ID', '100000000000777');
    act(() => {
      fireEvent.click(within(whatsapp).getByRole('button', { name: '保存账户' }));
    });
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(2));
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      body: { label: 'WA Setelan', secrets: { accessToken: 'EAAG-token', phoneNumberId: '100000000000777' } },
    });
    expect(sent[1]?.url).toContain('/api/v1/admin/tenant/credentials/whatsapp');
    for (const [locale, labels] of [
      ['en', ['Access token', 'Phone number ID']],
      ['id', ['Access token', 'ID nomor telepon']],
    ] as const) {
      cleanup();
      stubFetch({ status: 200, body: { data: none } });
      await renderPanel(locale);
      const card = await screen.findByTestId('credentials-whatsapp');
      for (const label of labels) expect(within(card).getByLabelText(label)).toBeTruthy();
    }
  });

  it('[ADM-01] puts the server’s field errors under their inputs', async () => {
    stubFetch(
      { status: 200, body: { data: none } },
      {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'The client key field is required.',
          errors: { 'secrets.clientKey': ['The client key field is required.'] },
        },
      },
    );
    await renderPanel();
    const card = await screen.findByTestId('credentials-midtrans');
    type(card, 'Account name', 'Merchant');
    type(card, 'Server key', 'SB-Mid-server-SIMULATOR');
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Save account' }));
    });
    expect(await within(card).findByText('The client key field is required.')).toBeTruthy();
    expect((within(card).getByLabelText('Client key') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('[ADM-01] tests the stored keys or the typed ones and shows the translated answer, and removes after a confirmation', async () => {
    const sent = stubFetch(
      { status: 200, body: { data: withMidtrans } },
      { status: 200, body: { data: { ok: true, detail: 'Midtrans menerima kunci ini.' } } },
      {
        status: 200,
        body: {
          data: { ok: false, code: 'unauthorized', reason: 'Midtrans menolak kunci ini. Periksa kembali kuncinya.' },
        },
      },
      { status: 200, body: { data: none } },
    );
    await renderPanel('id');
    const card = await screen.findByTestId('credentials-midtrans');
    expect(within(card).getByText('Merchant Setelan')).toBeTruthy();

    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Uji koneksi' }));
    });
    expect(await within(card).findByText('Midtrans menerima kunci ini.')).toBeTruthy();
    expect(sent[1]).toMatchObject({ method: 'POST', body: {} });

    type(card, 'Server key', 'SB-Mid-server-WRONG');
    type(card, 'Client key', 'SB-Mid-client-WRONG');
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Uji koneksi' }));
    });
    expect(await within(card).findByText('Midtrans menolak kunci ini. Periksa kembali kuncinya.')).toBeTruthy();
    expect(sent[2]).toMatchObject({
      method: 'POST',
      body: { secrets: { serverKey: 'SB-Mid-server-WRONG', clientKey: 'SB-Mid-client-WRONG' } },
    });

    // The test environment has no dialog: the admin first cancels, then confirms.
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Hapus' }));
    });
    expect(sent).toHaveLength(3);
    act(() => {
      fireEvent.click(within(card).getByRole('button', { name: 'Hapus' }));
    });
    expect(confirm).toHaveBeenLastCalledWith('Hapus akun Midtrans? Akun instalasi akan dipakai lagi.');
    await waitFor(() =>
      expect(within(screen.getByTestId('credentials-midtrans')).getByText('Akun instalasi')).toBeTruthy(),
    );
    expect(sent[3]).toMatchObject({ method: 'DELETE' });
  });

  it('[ADM-01] says so, in every language, when the server has no key to seal accounts with', async () => {
    for (const [locale, text] of [
      ['zh', '服务器未设置 CREDENTIALS_KEY'],
      ['en', 'The server has no CREDENTIALS_KEY'],
    ] as const) {
      stubFetch({ status: 200, body: { data: { ...none, key_configured: false } } });
      await renderPanel(locale);
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      for (const button of screen.getAllByRole('button', { name: locale === 'en' ? 'Save account' : '保存账户' })) {
        expect((button as HTMLButtonElement).disabled).toBe(true);
      }
      cleanup();
    }
  });
});
