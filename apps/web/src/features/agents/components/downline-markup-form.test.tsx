import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@konter/shared/i18n/locales';
import { changeLanguage, createI18n } from '../../../lib/i18n.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { basisPointsOfPercent, DownlineMarkupForm } from './downline-markup-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const limits = { min_basis_points: 50, max_basis_points: 300, max_flat: 500 };
const unset = { markup_basis_points: 0, markup_flat: 0, set: false, updated_at: null, limits };

async function renderForm(locale: Locale = 'id') {
  const i18n = createI18n();
  await changeLanguage(i18n, locale);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DownlineMarkupForm />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const type = (label: string, value: string) => {
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
};

describe('an agent’s downline markup', () => {
  it('reads percent with a comma or a dot as basis points', () => {
    expect(basisPointsOfPercent('1,5')).toBe(150);
    expect(basisPointsOfPercent('2.25')).toBe(225);
    expect(basisPointsOfPercent('3')).toBe(300);
    expect(basisPointsOfPercent('abc')).toBeNull();
    expect(basisPointsOfPercent('1.234')).toBeNull();
  });

  it('[AGT-01] shows the tenant’s limits, refuses a rate above them before asking, then saves one within', async () => {
    const saved = {
      ...unset,
      markup_basis_points: 200,
      markup_flat: 100,
      set: true,
      updated_at: '2026-11-24T03:00:00Z',
    };
    const sent = stubFetch(
      { status: 200, body: { data: unset } },
      { status: 200, body: { data: saved, message: 'Markup downline disimpan.' } },
    );
    await renderForm();
    expect(await screen.findByText('Belum diatur: downline membayar harga levelnya sendiri.')).toBeTruthy();
    expect(screen.getAllByText('Antara 0,5% dan 3%.').length).toBeGreaterThan(0);

    type('Markup persen', '4');
    await act(async () => screen.getByRole('button', { name: 'Simpan markup' }).click());
    const rate = screen.getByLabelText('Markup persen');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement === rate || rate.getAttribute('aria-describedby')?.includes('error')).toBe(true);
    expect(sent.map((request) => request.method)).toEqual(['GET']);

    type('Markup persen', '2');
    type('Tambahan rupiah', '100');
    // 2% + Rp100 of Rp10.000.
    expect(screen.getByTestId('markup-example').textContent).toMatch(
      /dibayar downline Rp\s10\.300; Anda mendapat Rp\s300/,
    );
    await act(async () => screen.getByRole('button', { name: 'Simpan markup' }).click());
    await waitFor(() => expect(screen.getByTestId('downline-markup-current').textContent).toMatch(/^\+2% \+ Rp\s100$/));
    expect(sent[1]).toMatchObject({ method: 'PUT', body: { markup_basis_points: 200, markup_flat: 100 } });
  });

  it('[AGT-01] a member reads who the markup is for; a closed tenant says so in English and Chinese', async () => {
    stubFetch({
      status: 403,
      body: {
        code: 'downline_markup_refused',
        message: 'Hanya agen dan Master yang dapat mengatur markup untuk downline.',
      },
    });
    await renderForm();
    expect((await screen.findByTestId('downline-markup-refused')).textContent).toContain('Hanya agen dan Master');
    cleanup();

    const closed = { ...unset, limits: { min_basis_points: 0, max_basis_points: 0, max_flat: 0 } };
    stubFetch({ status: 200, body: { data: closed } });
    await renderForm('en');
    expect((await screen.findByTestId('downline-markup-closed')).textContent).toBe(
      'This store does not let agents add a markup for their downline yet.',
    );
    cleanup();
    stubFetch({ status: 200, body: { data: closed } });
    await renderForm('zh');
    expect((await screen.findByTestId('downline-markup-closed')).textContent).toBe('本店暂不允许代理为下线设置加价。');
  });
});
