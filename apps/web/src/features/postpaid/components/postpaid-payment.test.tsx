import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Biller, PostpaidType } from '@konter/shared/contracts/postpaid';
import { createI18n } from '../../../lib/i18n.ts';
import { sampleBanks, sampleOfferBill, sampleTransferBill } from '../testing/fixtures.ts';
import { PostpaidPayment } from './postpaid-payment.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

/** The inquiry endpoint, answering `answers` in turn; the bodies it was sent are kept. */
function stubInquiry(...answers: Answer[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
      const answer = answers[Math.min(sent.length, answers.length) - 1] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderPayment(type: PostpaidType, billers: Biller[]) {
  const onPaid = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('id')}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/pascabayar/${type}`]}>
          <PostpaidPayment type={type} billers={billers} balance={1_000_000} secret="pin" onPaid={onPaid} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onPaid };
}

const type = (label: string | RegExp, value: string) => {
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
};
/** The hint, status and error lines under a field, as a screen reader reads them with it. */
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const byU: Biller[] = [{ code: 'byupromo', name: 'by.U Promo', admin_fee: 0 }];

describe('operator offers', () => {
  it('[CAT-02] asks for a by.U number, says while typing whose number it is, and refuses another operator’s before asking', async () => {
    const sent = stubInquiry({ status: 200, body: { data: sampleOfferBill() } });
    renderPayment('byupromo', byU);
    const number = screen.getByLabelText('Nomor HP by.U');
    expect(screen.queryByRole('group', { name: 'Pilih biller' })).toBeNull();

    type('Nomor HP by.U', '081234567890');
    expect(screen.getByTestId('offer-number-status').textContent).toBe('Nomor ini bukan nomor by.U.');
    await click(screen.getByRole('button', { name: 'Cek Penawaran' }));
    expect(describedText(number)).toContain('Nomor ini bukan nomor by.U.');
    expect(sent).toEqual([]);

    type('Nomor HP by.U', '0851-1234-5678');
    expect(screen.getByTestId('offer-number-status').textContent).toBe('Nomor by.U');
    await click(screen.getByRole('button', { name: 'Cek Penawaran' }));
    expect(sent).toEqual([{ type: 'byupromo', customer_no: '085112345678', product_code: 'byupromo' }]);

    const card = await screen.findByTestId('postpaid-bill');
    expect(within(card).getByRole('heading', { name: 'Penawaran paket' })).toBeTruthy();
    expect(within(card).getByTestId('offer-package').textContent).toBe('Kuota Promo 20GB');
    expect(within(card).getByTestId('offer-quota').textContent).toBe('20 GB');
    expect(within(card).getByTestId('offer-validity').textContent).toBe('30 Hari');
    const normal = within(card).getByTestId('offer-normal-price');
    expect(normal.querySelector('s')?.textContent).toBe('Rp 70.000');
    expect(within(normal).getByText('Hemat Rp 20.000')).toBeTruthy();
    expect(within(card).getByTestId('bill-total').textContent).toBe('Rp 50.000');
    expect(within(card).queryByText('Periode')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Beli Rp 50.000' })).toBeTruthy();
  });

  it('[CAT-02] a number without an offer is said under the number', async () => {
    stubInquiry({
      status: 422,
      body: {
        message: 'Belum ada penawaran paket untuk nomor ini. Coba lagi nanti.',
        code: 'validation_failed',
        errors: { customer_no: ['Belum ada penawaran paket untuk nomor ini. Coba lagi nanti.'] },
      },
    });
    renderPayment('tselomni', [{ code: 'tselomni', name: 'Telkomsel Omni', admin_fee: 0 }]);
    type('Nomor HP Telkomsel', '081200001231');
    await click(screen.getByRole('button', { name: 'Cek Penawaran' }));
    expect(describedText(screen.getByLabelText('Nomor HP Telkomsel'))).toContain(
      'Belum ada penawaran paket untuk nomor ini.',
    );
    expect(screen.queryByTestId('postpaid-bill')).toBeNull();
  });
});

describe('kirim uang', () => {
  it('[PAS-01] needs a bank, an account number and an amount within the limits before asking', async () => {
    const sent = stubInquiry({ status: 200, body: { data: sampleTransferBill() } });
    renderPayment('kirim-uang', sampleBanks());
    const banks = screen.getByRole('group', { name: 'Bank tujuan' });
    // No bank is chosen for the sender.
    expect(
      within(banks)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false', 'false', 'false']);
    await click(screen.getByRole('button', { name: 'Cek Rekening' }));
    expect(screen.getByText('Pilih bank tujuan.')).toBeTruthy();
    expect(describedText(screen.getByLabelText('Nomor rekening'))).toContain('Nomor rekening wajib diisi.');
    const amount = screen.getByLabelText('Nominal kirim');
    expect(describedText(amount)).toContain('Nominal kirim uang harus antara Rp 10.000 dan Rp 5.000.000.');

    await click(within(banks).getByRole('button', { name: /BCA/ }));
    type('Nomor rekening', '8720012345');
    type('Nominal kirim', '5000');
    expect((amount as HTMLInputElement).value).toBe('5.000');
    await click(screen.getByRole('button', { name: 'Cek Rekening' }));
    expect(describedText(amount)).toContain('Nominal kirim uang harus antara Rp 10.000 dan Rp 5.000.000.');
    type('Nominal kirim', '6.000.000');
    await click(screen.getByRole('button', { name: 'Cek Rekening' }));
    expect(describedText(amount)).toContain('Nominal kirim uang harus antara');
    expect(sent).toEqual([]);

    await click(screen.getByRole('button', { name: 'Rp 250.000' }));
    expect((amount as HTMLInputElement).value).toBe('250.000');
    await click(screen.getByRole('button', { name: 'Cek Rekening' }));
    expect(sent).toEqual([
      { type: 'kirim-uang', customer_no: '8720012345', product_code: 'kirimbca', amount: 250_000 },
    ]);

    const card = await screen.findByTestId('postpaid-bill');
    expect(within(card).getByRole('heading', { name: 'Rincian transfer' })).toBeTruthy();
    expect(within(card).getByText('Nama pemilik rekening')).toBeTruthy();
    expect(within(card).getByTestId('bill-customer-name').textContent).toBe('SITI RAHAYU');
    expect(within(card).getByTestId('bill-amount').textContent).toBe('Rp 250.000');
    expect(within(card).getByText('Nominal transfer')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Kirim Rp 252.500' })).toBeTruthy();

    // Another amount is another transfer: the checked one is dropped.
    await click(screen.getByRole('button', { name: 'Rp 500.000' }));
    expect(screen.queryByTestId('postpaid-bill')).toBeNull();
  });

  it('[PAS-01] the server’s refusals land on the account number and the amount', async () => {
    stubInquiry(
      {
        status: 422,
        body: {
          message: 'Nomor rekening tidak ditemukan. Periksa bank dan nomor rekening.',
          code: 'validation_failed',
          errors: { customer_no: ['Nomor rekening tidak ditemukan. Periksa bank dan nomor rekening.'] },
        },
      },
      {
        status: 422,
        body: {
          message: 'Nominal kirim uang harus antara Rp 10.000 dan Rp 5.000.000.',
          code: 'validation_failed',
          errors: { amount: ['Nominal kirim uang harus antara Rp 10.000 dan Rp 5.000.000.'] },
        },
      },
    );
    renderPayment('kirim-uang', sampleBanks());
    await click(screen.getByRole('button', { name: /BRI/ }));
    type('Nomor rekening', '123000000000001');
    type('Nominal kirim', '100000');
    await click(screen.getByRole('button', { name: 'Cek Rekening' }));
    expect(describedText(screen.getByLabelText('Nomor rekening'))).toContain('Nomor rekening tidak ditemukan.');
    await click(screen.getByRole('button', { name: 'Cek Rekening' }));
    expect(describedText(screen.getByLabelText('Nominal kirim'))).toContain('Nominal kirim uang harus antara');
  });
});
