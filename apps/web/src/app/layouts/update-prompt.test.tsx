import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../features/accounts/testing/mock-api.ts';
import { waitingUpdate } from '../../lib/app-update.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  act(() => waitingUpdate.set(null));
  vi.unstubAllGlobals();
});

describe('update available', () => {
  it('[§8-update] the shell offers reload when a new build waits; "later" puts it away', async () => {
    mockApi({});
    await renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    const worker = { postMessage: vi.fn() };
    act(() => waitingUpdate.set(worker));
    const prompt = await screen.findByTestId('update-prompt');
    expect(prompt.textContent).toContain('Versi baru aplikasi tersedia.');
    act(() => screen.getByRole('button', { name: 'Nanti' }).click());
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });

  it('[§8-update] reload sends SKIP_WAITING to the waiting worker and says the page is reloading', async () => {
    const listeners: (() => void)[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        controller: {},
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      },
    });
    mockApi({});
    await renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const worker = { postMessage: vi.fn() };
    act(() => waitingUpdate.set(worker));
    act(() => screen.getByRole('button', { name: 'Muat ulang' }).click());
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(screen.getByTestId('update-prompt').textContent).toContain('Memuat ulang halaman…');
    expect(listeners).toHaveLength(1);
  });
});
