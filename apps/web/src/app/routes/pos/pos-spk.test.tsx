import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { mloAccessWith } from '../../../features/logistics/testing/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const agent = accountResponse(sampleAccount({ name: 'Konter Berkah', hp: '081234560170', is_agen_mlo: true }));
const sicepat = mloAccessWith([
  { code: 'sicepat', name: 'SiCepat' },
  { code: 'jne-express', name: 'JNE Express' },
]);
const spk = { spk: 'SPK20261124', confirmed: false, awbs: ['002411111110001', '002411111110002'] };

describe('the SiCepat SPK screen (MLO-05)', () => {
  it('[MLO-05] checks an SPK, lists the AWBs to collect, confirms it, and reads an unknown SPK under the field', async () => {
    const api = mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, sicepat),
      'POST /api/v1/mlo/spk/check': [
        () =>
          json(422, {
            message: 'SPK tidak ditemukan',
            code: 'validation_failed',
            errors: { spk: ['SPK tidak ditemukan'] },
          }),
        () => json(200, { data: spk }),
      ],
      'POST /api/v1/mlo/spk/confirm': () => json(200, { data: { ...spk, confirmed: true } }),
    });
    await renderApp('/pos?tab=spk', { loggedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'POS MLO' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'SPK SiCepat' }).getAttribute('aria-current')).toBe('page');

    const field = screen.getByLabelText('Nomor SPK');
    fireEvent.change(field, { target: { value: 'SPK0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cek SPK' }));
    expect(await screen.findByText('SPK tidak ditemukan')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/mlo/spk/check')[0]?.body).toEqual({ spk: 'SPK0' });

    fireEvent.change(field, { target: { value: ' SPK20261124 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cek SPK' }));
    const result = await screen.findByTestId('spk-result');
    expect(result.textContent).toContain('SPK20261124');
    expect(within(result).getByText('Belum dikonfirmasi')).toBeTruthy();
    expect(screen.getByText('2 resi dijemput')).toBeTruthy();
    expect(
      within(screen.getByTestId('spk-awbs'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(spk.awbs);
    expect(screen.queryByText('SPK tidak ditemukan')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi SPK' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/mlo/spk/confirm')[0]?.body).toEqual({ spk: spk.spk }));
    expect((await screen.findByRole('status')).textContent).toBe('SPK sudah dikonfirmasi ke SiCepat.');
    expect(within(screen.getByTestId('spk-result')).getByText('Terkonfirmasi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Konfirmasi SPK' })).toBeNull();
  });

  it('[MLO-05] SiCepat not answering reads in words under the field', async () => {
    mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, sicepat),
      'POST /api/v1/mlo/spk/check': () =>
        json(503, { message: 'Kurir tidak dapat dihubungi, silakan coba lagi nanti', code: 'courier_unavailable' }),
    });
    await renderApp('/pos?tab=spk', { loggedIn: true });
    fireEvent.change(await screen.findByLabelText('Nomor SPK', {}, { timeout: 5000 }), {
      target: { value: 'SPK20261124' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cek SPK' }));
    expect(await screen.findAllByText('Kurir tidak dapat dihubungi, silakan coba lagi nanti')).not.toHaveLength(0);
  });

  it('[MLO-05] an agent who may not send with SiCepat sees no SPK tab and no SPK screen', async () => {
    mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, mloAccessWith([{ code: 'jne-express', name: 'JNE Express' }])),
    });
    await renderApp('/pos?tab=spk', { loggedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'POS MLO' }, { timeout: 5000 });
    expect(within(nav).queryByRole('link', { name: 'SPK SiCepat' })).toBeNull();
    expect(screen.queryByLabelText('Nomor SPK')).toBeNull();
  });
});
