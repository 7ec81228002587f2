import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformTenant } from '@konter/shared/contracts/platform';
import type { Locale } from '@konter/shared/i18n/locales';
import { changeLanguage, createI18n } from '../../../lib/i18n.ts';
import { adminEn } from '../../../locales/admin/en.ts';
import { adminId } from '../../../locales/admin/id.ts';
import { adminZh } from '../../../locales/admin/zh.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { PlatformTenants } from './platform-tenants.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tokoBaru: PlatformTenant = {
  id: '7d0f1c55-8d7e-4a43-9d0e-4c1d2a9b0a11',
  slug: 'toko-baru',
  name: 'Toko Baru',
  hosts: ['toko-baru.localhost'],
  status: 'active',
  platform: false,
  locale: 'id',
  primary_color: '#7c3aed',
  logo_url: null,
  modules: { shop: false, ppob: true },
  accounts: 1,
  volume_30d: { count: 0, amount: 0 },
  created_at: '2026-11-24T03:00:00Z',
};
const withLogo = { ...tokoBaru, logo_url: `/uploads/logos/${tokoBaru.id}/logo-1.png` };

const logoRefused = (message: string) => ({
  status: 422,
  body: { code: 'validation_failed', message, errors: { logo: [message] } },
});

async function renderScreen(locale: Locale = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, locale);
  i18n.addResources(locale, 'translation', { id: adminId, en: adminEn, zh: adminZh }[locale]);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PlatformTenants />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

/** The FormData of the `index`th request fetch got. */
const formDataOf = (index: number) => vi.mocked(fetch).mock.calls[index]?.[1]?.body as FormData;

describe('the platform owner’s tenant logo', () => {
  it('[ADM-01] uploads a logo file from a tenant’s card and shows it through the platform API', async () => {
    const sent = stubFetch(
      { status: 200, body: { data: [tokoBaru] } },
      { status: 200, body: { data: withLogo } },
      { status: 200, body: { data: [withLogo] } },
    );
    await renderScreen();
    const card = await screen.findByRole('listitem', { name: 'Toko Baru' });
    act(() => {
      fireEvent.change(within(card).getByLabelText('Upload logo'), { target: { files: [png()] } });
    });
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(2));
    expect(sent[1]).toMatchObject({ method: 'POST' });
    expect(sent[1]?.url).toContain(`/api/v1/platform/tenants/${tokoBaru.id}/logo`);
    expect((formDataOf(1).get('logo') as File).name).toBe('logo.png');
    const image = (await within(screen.getByRole('listitem', { name: 'Toko Baru' })).findByRole(
      'img',
    )) as HTMLImageElement;
    // Stored logos are served on the tenant's own hosts only.
    // The tenant's own host is another origin than the platform's screen: the owner's copy comes from the API.
    expect(image.src).toContain(`/api/v1/platform/tenants/${withLogo.id}/logo?v=`);
    expect(image.src).toContain(encodeURIComponent(withLogo.logo_url ?? ''));
  });

  it('[ADM-01] puts the server’s translated refusal of a bad file under the card’s upload', async () => {
    const message = 'Logo harus berupa gambar .jpg, .png atau .webp maksimal 1 MB dan 16 megapiksel.';
    stubFetch({ status: 200, body: { data: [tokoBaru] } }, logoRefused(message));
    await renderScreen('id');
    const card = await screen.findByRole('listitem', { name: 'Toko Baru' });
    act(() => {
      fireEvent.change(within(card).getByLabelText('Unggah logo'), { target: { files: [png()] } });
    });
    expect(await within(card).findByText(message)).toBeTruthy();
  });

  it('[ADM-01] the create form sends the chosen file once the tenant exists, and says so when it is refused', async () => {
    const message = 'The logo must be a .jpg, .png or .webp image of at most 1 MB and 16 megapixels.';
    const sent = stubFetch(
      { status: 200, body: { data: [] } },
      { status: 201, body: { data: tokoBaru } },
      { status: 200, body: { data: [tokoBaru] } },
      logoRefused(message),
    );
    await renderScreen();
    await screen.findByText('Logo file (optional)');
    const type = (label: string, value: string) =>
      act(() => {
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      });
    type('Brand name', 'Toko Baru');
    type('Slug', 'toko-baru');
    type('Hosts', 'toko-baru.localhost');
    type('Logo address (optional)', 'https://cdn.example/logo.png');
    type('Admin name', 'Admin Toko');
    type('Admin phone', '081234560131');
    type('Admin e-mail', 'admin@toko.example');
    type('Admin password', 'tokobaru123');
    act(() => {
      fireEvent.change(screen.getByLabelText('Logo file (optional)'), { target: { files: [png()] } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    });
    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/logo'))).toBe(true));
    // The file takes the place of the address.
    expect(sent[1]).toMatchObject({ method: 'POST', body: { slug: 'toko-baru', logo_url: null } });
    const upload = sent.findIndex((request) => request.url.endsWith(`/platform/tenants/${tokoBaru.id}/logo`));
    expect((formDataOf(upload).get('logo') as File).type).toBe('image/png');
    expect(
      await screen.findByText(`${message} Toko Baru was created without its logo: upload it again from its card.`),
    ).toBeTruthy();
  });
});
