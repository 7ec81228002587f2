import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { SitePreferencesProvider } from '../../../lib/site-preferences.tsx';
import { samplePreferences } from '../../../test/fixtures.ts';
import { errorRefreshSeconds, PaymentErrorView } from './gateway-return.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={createI18n('id')}>
      <QueryClientProvider client={new QueryClient()}>
        <SitePreferencesProvider value={samplePreferences()}>
          <MemoryRouter>{children}</MemoryRouter>
        </SitePreferencesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

describe('payment error page', () => {
  it('[DEP-07] says the payment failed and reloads itself after a visible countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onRefresh = vi.fn();
    render(
      <Providers>
        <PaymentErrorView code={null} loggedIn={false} onRefresh={onRefresh} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pembayaran gagal' })).toBeTruthy();
    const countdown = screen.getByTestId('refresh-countdown');
    expect(errorRefreshSeconds).toBe(10);
    expect(countdown.textContent).toBe('Halaman dimuat ulang dalam 10 detik');
    await act(async () => {
      vi.advanceTimersByTime(4000);
    });
    expect(countdown.textContent).toBe('Halaman dimuat ulang dalam 6 detik');
    expect(onRefresh).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(countdown.textContent).toBe('Memuat ulang…');
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Coba lagi' }).getAttribute('href')).toBe('/payment/deposit/topup');
    expect(screen.getByRole('link', { name: 'WhatsApp 0812-3456-7890' }).getAttribute('href')).toBe(
      'https://wa.me/6281234567890',
    );
  });

  it('[DEP-07] the countdown length is a prop; none after the one reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onRefresh = vi.fn();
    const { unmount } = render(
      <Providers>
        <PaymentErrorView code={null} loggedIn={false} refreshSeconds={3} onRefresh={onRefresh} />
      </Providers>,
    );
    expect(screen.getByTestId('refresh-countdown').textContent).toBe('Halaman dimuat ulang dalam 3 detik');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    unmount();

    render(
      <Providers>
        <PaymentErrorView code={null} loggedIn={false} refreshSeconds={null} onRefresh={onRefresh} />
      </Providers>,
    );
    expect(screen.queryByTestId('refresh-countdown')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
