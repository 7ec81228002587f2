import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountResponse, json, mockApi } from '../../../features/accounts/testing/mock-api.ts';
import {
  sampleBulkSettings,
  sampleRow,
  sampleUpload,
  sampleUploadId,
} from '../../../features/bulk/testing/fixtures.ts';
import { clearSessionMemory } from '../../../features/ppob/session-memory.ts';
import { notices } from '../../../lib/notices.ts';
import { setLoggedIn } from '../../../lib/session.ts';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { menuEntry, samplePreferences } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLoggedIn(false);
  notices.snackbars.set([]);
  notices.clearAlerts();
  clearSessionMemory();
  FakeEventSource.instances = [];
});

const preferences = samplePreferences({
  menu: { kind: 'lists', primary: [menuEntry('pulsa'), menuEntry('topupByExcel')], home: [] },
});
/** The first render loads the page's chunk: generous under a full parallel run. */
const slow = { timeout: 5_000 };
const uploadPath = `/api/v1/prabayar/excel/uploads/${sampleUploadId}`;
const base = {
  'GET /api/v1/account': accountResponse(),
  'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: true, excelTrxLimit: 1000 }),
  'GET /api/v1/prabayar/excel/settings': () => json(200, { data: sampleBulkSettings() }),
  // No upload left open unless a test says so.
  'GET /api/v1/prabayar/excel/uploads': () => json(200, { data: [], meta: { page: 1, per_page: 5, total: 0 } }),
  'POST /api/v1/broadcasting/auth': () =>
    json(200, { data: { channel: 'private-account', token: 't', url: '/api/v1/realtime?channel=x&token=t' } }),
};

const chooseFile = (name: string) => {
  const input = screen.getByTestId('file-input');
  const file = new File(['PK fake'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  act(() => {
    fireEvent.change(input, { target: { files: [file] } });
  });
};

describe('spreadsheet top-up screen (XLS-02..XLS-04)', () => {
  it('[XLS-02][XLS-04] template, upload, and the refused rows with their line numbers', async () => {
    const api = mockApi({
      ...base,
      'POST /api/v1/prabayar/excel/upload': () =>
        json(200, { data: sampleUpload(), message: '17 baris valid, 3 baris bermasalah.' }),
      [`GET ${uploadPath}`]: () => json(200, { data: sampleUpload() }),
    });
    const { router } = await renderApp('/prabayar/topupByExcel', { loggedIn: true, preferences });
    const template = await screen.findByRole('link', { name: 'Unduh template .xlsx' }, slow);
    expect(template.getAttribute('href')).toBe('/api/v1/prabayar/excel/template');
    expect(screen.getByText(/Maksimal 100 transaksi per file\./)).toBeTruthy();

    chooseFile('pesanan.xlsx');
    expect(screen.getByTestId('chosen-file').textContent).toBe('pesanan.xlsx');
    fireEvent.click(screen.getByTestId('upload-button'));

    await screen.findByTestId('row-errors', {}, slow);
    const [sent] = api.callsTo('POST', '/api/v1/prabayar/excel/upload');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent?.body as FormData).get('file') as File).name).toBe('pesanan.xlsx');
    expect(router.state.location.search).toBe(`?upload=${sampleUploadId}`);
    expect(screen.getByTestId('summary-rows').textContent).toBe('20');
    expect(screen.getByTestId('summary-valid').textContent).toBe('17');
    expect(screen.getByTestId('summary-invalid').textContent).toBe('3');
    const lines = [...document.querySelectorAll('[data-testid="row-errors"] tr[data-line]')].map((row) =>
      row.getAttribute('data-line'),
    );
    expect(lines).toEqual(['4', '9', '15']);
    const row15 = document.querySelector<HTMLElement>('[data-testid="row-errors"] tr[data-line="15"]');
    if (!row15) throw new Error('no line 15');
    expect(within(row15).getByText('Kode produk salah untuk nomor ini: produk Telkomsel, nomor XL.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unduh hasil (.xlsx)' }).getAttribute('href')).toBe(`${uploadPath}/result`);
    expect(screen.getByTestId('confirm-button').textContent).toBe('Proses 17 transaksi');
  });

  it('[XLS-03] a file refused whole says why under the field, and the screen stays on the upload', async () => {
    mockApi({
      ...base,
      'POST /api/v1/prabayar/excel/upload': () =>
        json(422, {
          message: 'File dengan nama ini sudah diunggah hari ini. Ganti nama file lalu unggah lagi.',
          code: 'validation_failed',
          errors: { file: ['File dengan nama ini sudah diunggah hari ini. Ganti nama file lalu unggah lagi.'] },
        }),
    });
    const { router } = await renderApp('/prabayar/topupByExcel', { loggedIn: true, preferences });
    await screen.findByTestId('upload-button', {}, slow);
    fireEvent.click(screen.getByTestId('upload-button'));
    expect(screen.getByTestId('file-error').textContent).toBe('Pilih file .xlsx atau .csv untuk diunggah.');
    chooseFile('harian.xlsx');
    fireEvent.click(screen.getByTestId('upload-button'));
    await waitFor(() =>
      expect(screen.getByTestId('file-error').textContent).toBe(
        'File dengan nama ini sudah diunggah hari ini. Ganti nama file lalu unggah lagi.',
      ),
    );
    expect(router.state.location.search).toBe('');
  });

  it('[XLS-04][TRX-05] confirm with the PIN, then live progress to done', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queued = sampleUpload({ status: 'queued', confirmed_at: '2026-11-22T03:01:00.000Z' });
    const done = sampleUpload({
      status: 'done',
      confirmed_at: '2026-11-22T03:01:00.000Z',
      finished_at: '2026-11-22T03:02:00.000Z',
      processed: 17,
      succeeded: 16,
      failed: 1,
    });
    const api = mockApi({
      ...base,
      [`GET ${uploadPath}`]: [() => json(200, { data: sampleUpload() }), () => json(200, { data: done })],
      [`POST ${uploadPath}/confirm`]: () =>
        json(200, { data: { ...queued, lines: undefined }, message: 'Transaksi sedang diproses.' }),
    });
    await renderApp(`/prabayar/topupByExcel?upload=${sampleUploadId}`, { loggedIn: true, preferences });
    const form = await screen.findByTestId('confirm-upload', {}, slow);
    fireEvent.click(within(form).getByTestId('confirm-button'));
    await waitFor(() => expect(within(form).getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('POST', `${uploadPath}/confirm`)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('PIN'), { target: { value: '246810' } });
    fireEvent.click(within(form).getByTestId('confirm-button'));

    await screen.findByTestId('upload-progress', {}, slow);
    expect(api.callsTo('POST', `${uploadPath}/confirm`)[0]?.body).toEqual({ pin: '246810' });
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    act(() => {
      FakeEventSource.emit({
        type: 'bulk.progress',
        upload_id: sampleUploadId,
        processed: 5,
        succeeded: 5,
        failed: 0,
        status: 'processing',
      });
    });
    await waitFor(() => expect(screen.getByTestId('progress-label').textContent).toBe('5 dari 17 selesai'));
    expect(screen.getByTestId('count-succeeded').textContent).toBe('5');
    expect(screen.getByTestId('count-waiting').textContent).toBe('12');
    act(() => {
      FakeEventSource.emit({
        type: 'bulk.progress',
        upload_id: sampleUploadId,
        processed: 17,
        succeeded: 16,
        failed: 1,
        status: 'done',
      });
    });
    expect(await screen.findByText('16 sukses, 1 gagal. Transaksi gagal sudah dikembalikan ke saldo.')).toBeTruthy();
    expect(screen.getByTestId('count-failed').textContent).toBe('1');
    expect(screen.getByTestId('upload-another')).toBeTruthy();
  });

  it('[XLS-04] without the realtime stream the screen polls every 2 s until done', async () => {
    const processing = sampleUpload({
      status: 'processing',
      confirmed_at: '2026-11-22T03:01:00.000Z',
      processed: 3,
      succeeded: 3,
    });
    const done = sampleUpload({
      status: 'done',
      confirmed_at: '2026-11-22T03:01:00.000Z',
      finished_at: '2026-11-22T03:02:00.000Z',
      processed: 17,
      succeeded: 17,
    });
    const api = mockApi({
      ...base,
      [`GET ${uploadPath}`]: [() => json(200, { data: processing }), () => json(200, { data: done })],
    });
    await renderApp(`/prabayar/topupByExcel?upload=${sampleUploadId}`, { loggedIn: true, preferences });
    expect((await screen.findByTestId('progress-label', {}, slow)).textContent).toBe('3 dari 17 selesai');
    await waitFor(() => expect(screen.getByTestId('progress-label').textContent).toBe('17 dari 17 selesai'), {
      timeout: 4_000,
    });
    expect(api.callsTo('GET', uploadPath).length).toBe(2);
  });

  it('[XLS-04] the check lists the valid rows too, each number as it will be sent and as the file wrote it', async () => {
    const checked = sampleUpload({
      rows: 5,
      valid_rows: 2,
      invalid_rows: 3,
      lines: [
        ...sampleUpload().lines,
        sampleRow({ line: 2, destination: '081298760018', written_destination: '81298760018' }),
        sampleRow({ line: 3, destination: '081298760019', selling_price: 12_000 }),
      ].sort((a, b) => a.line - b.line),
    });
    mockApi({ ...base, [`GET ${uploadPath}`]: () => json(200, { data: checked }) });
    await renderApp(`/prabayar/topupByExcel?upload=${sampleUploadId}`, { loggedIn: true, preferences });
    const valid = await screen.findByTestId('valid-rows', {}, slow);
    expect(within(valid).getByRole('heading', { name: 'Baris valid (2)' })).toBeTruthy();
    const rows = [...valid.querySelectorAll<HTMLElement>('tr[data-line]')];
    expect(rows.map((row) => row.getAttribute('data-line'))).toEqual(['2', '3']);
    const [corrected, asWritten] = rows;
    if (!corrected || !asWritten) throw new Error('rows missing');
    expect(within(corrected).getByTestId('row-number').textContent).toBe('081298760018');
    expect(within(corrected).getByTestId('row-written').textContent).toBe('Di file: 81298760018');
    expect(within(corrected).getByText('Rp 10.075')).toBeTruthy();
    expect(within(asWritten).queryByTestId('row-written')).toBeNull();
    expect(within(asWritten).getByText('Rp 12.000')).toBeTruthy();
    // The refused rows stay apart, with their reasons, and the valid ones can still be confirmed.
    const refused = screen.getByTestId('row-errors');
    expect([...refused.querySelectorAll('tr[data-line]')].map((row) => row.getAttribute('data-line'))).toEqual([
      '4',
      '9',
      '15',
    ]);
    expect(screen.getByTestId('confirm-button').textContent).toBe('Proses 2 transaksi');
  });

  it('[XLS-04] a finished upload lists each row as its transaction: status, receipt, serial number or why it failed', async () => {
    const done = sampleUpload({
      rows: 4,
      valid_rows: 3,
      invalid_rows: 1,
      status: 'done',
      confirmed_at: '2026-11-22T03:01:00.000Z',
      finished_at: '2026-11-22T03:02:00.000Z',
      processed: 3,
      succeeded: 2,
      failed: 1,
      lines: [
        sampleRow({ line: 2, status: 'success', ref_id: 'TRXA1B2C3D4E5', serial_number: '1234567890123456' }),
        sampleRow({
          line: 3,
          destination: '087800001232',
          product_code: 'xld10',
          product_name: 'XL 10.000',
          status: 'failed',
          ref_id: 'TRXF0F0F0F0F0',
          failure: 'Transaksi gagal; saldo dikembalikan.',
        }),
        sampleRow({
          line: 4,
          destination: '0812',
          status: 'invalid',
          errors: [{ code: 'invalid_number', message: 'Nomor tujuan salah atau tidak valid.' }],
        }),
        sampleRow({
          line: 5,
          destination: '081298760005',
          written_destination: '81298760005',
          status: 'success',
          ref_id: 'TRXZZZZZZZZZ9',
          serial_number: 'SN-77',
        }),
      ],
    });
    mockApi({ ...base, [`GET ${uploadPath}`]: () => json(200, { data: done }) });
    await renderApp(`/prabayar/topupByExcel?upload=${sampleUploadId}`, { loggedIn: true, preferences });
    const list = await screen.findByTestId('row-transactions', {}, slow);
    expect(within(list).getByRole('heading', { name: 'Transaksi (3)' })).toBeTruthy();
    expect(screen.queryByTestId('valid-rows')).toBeNull();
    const row = (line: number) => {
      const found = list.querySelector<HTMLElement>(`tr[data-line="${line}"]`);
      if (!found) throw new Error(`no line ${line}`);
      return found;
    };
    expect(within(row(2)).getByTestId('row-status').textContent).toBe('Sukses');
    expect(within(row(2)).getByTestId('row-serial').textContent).toBe('1234567890123456');
    expect(within(row(2)).getByRole('link', { name: 'Lihat struk TRXA1B2C3D4E5' }).getAttribute('href')).toBe(
      '/receipt/prabayar/TRXA1B2C3D4E5',
    );
    expect(within(row(3)).getByTestId('row-status').textContent).toBe('Gagal');
    expect(within(row(3)).getByText('Transaksi gagal; saldo dikembalikan.')).toBeTruthy();
    expect(within(row(3)).queryByTestId('row-serial')).toBeNull();
    expect(within(row(5)).getByTestId('row-written').textContent).toBe('Di file: 81298760005');
    expect(list.querySelector('tr[data-line="4"]')).toBeNull();
    // The refused row was never bought: it stays with its reason.
    expect(within(screen.getByTestId('row-errors')).getAllByText('Nomor tujuan salah atau tidak valid.').length).toBe(
      2,
    );
  });

  it('[XLS-05] an upload left open is offered on the Top Up Excel page itself, and opens where it stands', async () => {
    const waiting = { ...sampleUpload(), lines: undefined };
    const running = {
      ...sampleUpload({
        id: '0d7b8a44-5b7e-4b7f-8f4f-3f1c0e9a7a11',
        file_name: 'kemarin.xlsx',
        status: 'processing',
        confirmed_at: '2026-11-22T03:01:00.000Z',
        processed: 5,
      }),
      lines: undefined,
    };
    const api = mockApi({
      ...base,
      'GET /api/v1/prabayar/excel/uploads': () =>
        json(200, { data: [waiting, running], meta: { page: 1, per_page: 5, total: 2 } }),
      [`GET ${uploadPath}`]: () => json(200, { data: sampleUpload() }),
    });
    const { router } = await renderApp('/prabayar/topupByExcel', { loggedIn: true, preferences });
    const open = await screen.findByTestId('open-uploads', {}, slow);
    const asked = api.fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/uploads?'));
    expect(asked).toContain('open=true');
    expect(within(open).getByRole('heading', { name: 'Unggahan yang belum selesai' })).toBeTruthy();
    const [first, second] = within(open).getAllByRole('listitem');
    if (!first || !second) throw new Error('open uploads missing');
    expect(first.textContent).toContain('pesanan.xlsx');
    expect(first.textContent).toContain('17 transaksi menunggu konfirmasi Anda');
    expect(second.textContent).toContain('5 dari 17 selesai');
    expect(within(second).getByRole('link', { name: 'Lihat proses' })).toBeTruthy();
    fireEvent.click(within(first).getByRole('link', { name: 'Lanjutkan' }));
    await screen.findByTestId('confirm-upload', {}, slow);
    expect(router.state.location.search).toBe(`?upload=${sampleUploadId}`);
    expect(screen.queryByTestId('open-uploads')).toBeNull();
  });
});

describe('upload history (XLS-05)', () => {
  it('[XLS-05] the report centre lists the uploads with counts, status and the result file', async () => {
    mockApi({
      ...base,
      'GET /api/v1/prabayar/excel/uploads': () =>
        json(200, {
          data: [{ ...sampleUpload({ status: 'done', processed: 17, succeeded: 16, failed: 1 }), lines: undefined }],
          meta: { page: 1, per_page: 20, total: 1 },
        }),
    });
    await renderApp('/report/uploads', { loggedIn: true, preferences });
    const list = await screen.findByTestId('upload-history', {}, slow);
    expect(within(list).getByRole('link', { name: 'pesanan.xlsx' }).getAttribute('href')).toBe(
      `/prabayar/topupByExcel?upload=${sampleUploadId}`,
    );
    expect(within(list).getByTestId('upload-status').textContent).toBe('Selesai');
    expect(within(list).getByRole('link', { name: 'Unduh hasil (.xlsx)' }).getAttribute('href')).toBe(
      `${uploadPath}/result`,
    );
    expect(
      screen.getByText('File yang Anda unggah dalam 30 hari terakhir. Riwayat lebih lama dihapus otomatis.'),
    ).toBeTruthy();
  });

  it('[NAV-18][XLS-01] without spreadsheet access the history says why and links to the prepaid index', async () => {
    const api = mockApi({
      'GET /api/v1/account': accountResponse(),
      'POST /api/v1/prabayar/checkExcel': () => json(200, { excelAccess: false, excelTrxLimit: 1000 }),
    });
    const { router } = await renderApp('/report/uploads', { loggedIn: true, preferences });
    const refused = await screen.findByTestId('excel-refused', {}, slow);
    expect(within(refused).getByRole('heading', { name: 'Top Up Excel belum aktif untuk akun Anda' })).toBeTruthy();
    expect(within(refused).getByRole('link', { name: 'Beli pulsa satuan' }).getAttribute('href')).toBe('/prabayar');
    expect(router.state.location.pathname).toBe('/report/uploads');
    expect(api.callsTo('GET', '/api/v1/prabayar/excel/uploads')).toHaveLength(0);
  });
});
