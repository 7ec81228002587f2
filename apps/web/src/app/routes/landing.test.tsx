import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuEntry, samplePreferences } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

async function typeNumber(value: string) {
  const input = await screen.findByLabelText('Nomor HP tujuan');
  act(() => {
    fireEvent.change(input, { target: { value } });
  });
  return input;
}

describe('landing page', () => {
  it('[TRX-01] names the operator live while the number is typed', async () => {
    await renderApp('/');
    await typeNumber('081');
    expect(screen.getByText('Operator terdeteksi otomatis saat Anda mengetik.')).toBeTruthy();
    await typeNumber('0812');
    expect(screen.getByText('Operator: Telkomsel')).toBeTruthy();
    await typeNumber('+62 857 1234');
    expect(screen.getByText('Operator: Indosat')).toBeTruthy();
    await typeNumber('0895-1234');
    expect(screen.getByText('Operator: Tri')).toBeTruthy();
  });

  it('[CAT-03] reports an unknown prefix and letters in the number', async () => {
    await renderApp('/');
    const input = await typeNumber('0810 1234');
    expect(screen.getByText('Awalan nomor tidak dikenali. Periksa kembali nomornya.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await typeNumber('08a');
    expect(screen.getByText(/Nomor hanya boleh berisi angka/)).toBeTruthy();
  });

  it('[TRX-01] the detection speaks the chosen language', async () => {
    await renderApp('/', { locale: 'zh' });
    const input = await screen.findByLabelText('充值手机号码');
    act(() => {
      fireEvent.change(input, { target: { value: '0878' } });
    });
    expect(screen.getByText('运营商：XL')).toBeTruthy();
  });

  it('[CAT-04] links to the pulsa price list and to login for buying, with no made-up prices', async () => {
    await renderApp('/');
    const prices = await screen.findByRole('link', { name: /Lihat harga pulsa/ });
    expect(prices.getAttribute('href')).toBe('/pricelist/pulsa');
    // The number typed picks its operator in the price list.
    fireEvent.change(screen.getByLabelText('Nomor HP tujuan'), { target: { value: '0817 1234 5678' } });
    expect(prices.getAttribute('href')).toBe('/pricelist/pulsa?operator=xl');
    expect(screen.getByRole('link', { name: 'Masuk untuk membeli' }).getAttribute('href')).toBe('/auth/login');
    expect(document.body.textContent).not.toMatch(/Rp\s?\d/);
  });

  it('[NAV-16] shows the menu entries as tiles linking to their price lists (the /m/ pages are not built yet)', async () => {
    await renderApp('/', {
      preferences: samplePreferences({ whitelistedEmail: 'owner@toko.example' }),
    });
    const tiles = within(await screen.findByRole('region', { name: 'Produk lainnya' }));
    const links = tiles.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Paket Data', 'Token Listrik', 'E-Money']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pricelist/data',
      '/pricelist/electricity',
      '/pricelist/emoney',
    ]);
  });

  it('[NAV-16] a label the catalogue does not know falls back to the entry name', async () => {
    await renderApp('/', {
      preferences: samplePreferences({
        menu: { kind: 'lists', primary: [menuEntry('kuota-haji', { label: 'menu.kuota-haji' })], home: [] },
      }),
    });
    const tiles = within(await screen.findByRole('region', { name: 'Produk lainnya' }));
    expect(tiles.getByRole('link').textContent).toBe('kuota-haji');
  });

  it('[PLT-10] hides the number check and the products when PPOB is off', async () => {
    await renderApp('/', { preferences: samplePreferences({ features: { shop: true, ppob: false } }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Nomor HP tujuan')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Produk lainnya' })).toBeNull();
  });

  it("[CMS-01] the footer offers the tenant's WhatsApp and e-mail, and the server's help, blog and agency pages", async () => {
    await renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://wa.me/6281234567890',
      'mailto:halo@pulsamurah.example',
      '/help',
      '/help/faq',
      '/blog/posts',
      '/agency',
      '/help/privasi',
      '/help/persyaratan',
    ]);
  });
});
