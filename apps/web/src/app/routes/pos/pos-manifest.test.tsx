import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { accountResponse, json, mockApi, sampleAccount } from '../../../features/accounts/testing/mock-api.ts';
import { mloAccessWith, sampleManifest } from '../../../features/logistics/testing/fixtures.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
});

const agent = accountResponse(sampleAccount({ name: 'Konter Berkah', hp: '081234560170', is_agen_mlo: true }));
const access = mloAccessWith([{ code: 'sicepat', name: 'SiCepat' }]);

const printStyle = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .find((css) => css.includes('manifest'));

describe('printing a closed manifest (MLO-03)', () => {
  it('[MLO-03] prints on A4 by default, and on a 58 or 80 mm roll when chosen, every AWB as a barcode', async () => {
    mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access),
      [`GET /api/v1/mlo/manifest/${sampleManifest.id}`]: () => json(200, { data: sampleManifest }),
    });
    await renderApp(`/pos/manifest/${sampleManifest.id}`, { loggedIn: true });
    const sheet = await screen.findByTestId('manifest-print', {}, { timeout: 5000 });
    expect(sheet.dataset.layout).toBe('a4');
    const a4Codes = within(sheet)
      .getAllByTestId('awb-barcode')
      .map((figure) => figure.querySelector('svg')?.getAttribute('aria-label'));
    expect(a4Codes).toEqual(['MNF20261124SC0001', '002411111110001', '002411111110002']);
    expect(sheet.textContent).toContain('Konter Berkah · 081234560170');
    expect(sheet.textContent).toContain('Diterima oleh (kurir)');
    expect(printStyle()).toContain('size: A4');
    const choice = screen.getByRole('group', { name: 'Ukuran kertas' });
    expect((within(choice).getByLabelText('A4') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(choice).getByLabelText('Thermal 58 mm'));
    await waitFor(() => expect(screen.getByTestId('manifest-print').dataset.layout).toBe('58'));
    const roll = screen.getByTestId('manifest-print');
    expect(roll.dataset.columns).toBe('32');
    expect(roll.style.width).toBe('58mm');
    expect(within(roll).getAllByTestId('awb-barcode')).toHaveLength(3);
    expect(roll.textContent).toContain('002411111110002');
    expect(printStyle()).toMatch(/size: 58mm/);

    fireEvent.click(within(choice).getByLabelText('Thermal 80 mm'));
    await waitFor(() => expect(screen.getByTestId('manifest-print').dataset.columns).toBe('48'));
    expect(printStyle()).toMatch(/size: 80mm/);
  });

  it('[MLO-03] the layout in the address is the one shown, and the choice reads in English', async () => {
    mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access),
      [`GET /api/v1/mlo/manifest/${sampleManifest.id}`]: () => json(200, { data: sampleManifest }),
    });
    await renderApp(`/pos/manifest/${sampleManifest.id}?layout=80`, { loggedIn: true, locale: 'en' });
    const roll = await screen.findByTestId('manifest-print', {}, { timeout: 5000 });
    expect(roll.dataset.layout).toBe('80');
    expect(roll.textContent).toContain('SHIPPING MANIFEST');
    expect(screen.getByRole('group', { name: 'Paper' })).toBeTruthy();
  });

  it('[MLO-03] the closed manifest downloads as an A4 PDF named by its code; a PDF that cannot be made says so', async () => {
    // A plugin's method overrides jsPDF's own on every new document: the file is caught instead of downloaded.
    const saved: jsPDF[] = [];
    const save = vi.fn(function (this: jsPDF) {
      saved.push(this);
      return this;
    });
    const api = jsPDF.API as { save?: typeof save };
    api.save = save;
    onTestFinished(() => {
      delete api.save;
    });
    mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access),
      [`GET /api/v1/mlo/manifest/${sampleManifest.id}`]: () => json(200, { data: sampleManifest }),
    });
    await renderApp(`/pos/manifest/${sampleManifest.id}?layout=58`, { loggedIn: true });
    await screen.findByTestId('manifest-print', {}, { timeout: 5000 });
    // The PDF is A4 whatever the paper chosen for printing.
    fireEvent.click(screen.getByRole('button', { name: 'Unduh PDF A4' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('manifest-MNF20261124SC0001.pdf'));
    expect(saved[0]?.internal.pageSize.getWidth()).toBeCloseTo(210, 1);
    expect(saved[0]?.internal.pageSize.getHeight()).toBeCloseTo(297, 1);
    expect(saved[0]?.output().startsWith('%PDF-')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unduh PDF A4' })).toHaveProperty('disabled', false));

    save.mockImplementation(() => {
      throw new Error('no room to save');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unduh PDF A4' }));
    await waitFor(() =>
      expect(notices.snackbars.get().map((notice) => notice.message)).toEqual([
        'PDF manifes tidak dapat dibuat. Coba lagi.',
      ]),
    );
  });

  it('[MLO-03] a manifest still open has no PDF to download', async () => {
    mockApi({
      'GET /api/v1/account': agent,
      'GET /api/v1/mlo/access': () => json(200, access),
      [`GET /api/v1/mlo/manifest/${sampleManifest.id}`]: () =>
        json(200, { data: { ...sampleManifest, status: 'open', closed_at: null } }),
    });
    await renderApp(`/pos/manifest/${sampleManifest.id}`, { loggedIn: true });
    await screen.findByTestId('manifest-print', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unduh PDF A4' })).toBeNull();
  });
});
