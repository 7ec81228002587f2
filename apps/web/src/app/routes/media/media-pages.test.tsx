import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const agent = () =>
  accountResponse(sampleAccount({ category: 'agent', permission: ['deposit.topup', 'agent.transactions'] }));
const saved = {
  id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  image: '1767225600000-0123456789abcdef.jpg',
  top_text: 'Konter Berkah',
  bottom_text: 'WA 0812',
  text_color: '#ffffff',
  items: [{ code: 'tsel10', name: 'Telkomsel 10.000', selling_price: 11_500 }],
  customization: { layout: 'list', align: 'left', overlay: 55, show_code: false },
  created_at: '2026-11-24T01:00:00.000Z',
  updated_at: '2026-11-24T01:00:00.000Z',
};

describe('pricelist image maker (NAV-14, MED-01)', () => {
  it('[MED-01][NAV-14] an agent sees their pictures with edit and download, and deletes one after confirming', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent(),
      'GET /api/v1/media/pricelist': [() => json(200, { data: [saved] }), () => json(200, { data: [] })],
      [`DELETE /api/v1/media/pricelist/${saved.id}`]: () => json(200, { message: 'Gambar daftar harga dihapus.' }),
    });
    await renderApp('/media/content-creation', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Gambar Daftar Harga' }, { timeout: 5000 });
    const card = await screen.findByText('Konter Berkah');
    const item = card.closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByText('1 nominal')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Ubah' }).getAttribute('href')).toBe(
      `/media/content-creation/edit/${saved.id}`,
    );
    expect(within(item).getByRole('link', { name: 'Unduh PNG' }).getAttribute('href')).toBe(
      `/api/v1/media/pricelist/${saved.id}/image?size=story`,
    );
    // Nothing is deleted on the first tap.
    act(() => fireEvent.click(within(item).getByRole('button', { name: 'Hapus' })));
    expect(api.callsTo('DELETE', `/api/v1/media/pricelist/${saved.id}`)).toEqual([]);
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Ya, hapus' })));
    expect(api.callsTo('DELETE', `/api/v1/media/pricelist/${saved.id}`)).toHaveLength(1);
    await screen.findByText('Belum ada gambar. Buat yang pertama.');
  });

  it('[MED-01] a member is told the tool is for agents instead of meeting a 403', async () => {
    const api = mockApi({ 'GET /api/v1/account': accountResponse(sampleAccount({ category: 'member' })) });
    await renderApp('/media/content-creation', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Gambar Daftar Harga' }, { timeout: 5000 });
    expect(await screen.findByText('Halaman ini hanya untuk agen dan master agen.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/v1/media/pricelist')).toEqual([]);
  });
});
