import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStateGlobal } from '@konter/shared/contracts/site';
import { samplePageState } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Watches the full-page loads the app asks for (a hand-over to a page the server renders). */
function watchPageLoads() {
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as unknown as Location);
  return replace;
}

describe('the home route (decision 040)', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, pageStateGlobal);
    vi.restoreAllMocks();
  });

  it('[NAV-04] a visitor who reaches / inside the app is handed to the landing the server renders', async () => {
    const replace = watchPageLoads();
    await renderApp('/');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  it('[ACC-02] a page the server served to a session that has ended since goes to login, not round in loads of /', async () => {
    const replace = watchPageLoads();
    Reflect.set(globalThis, pageStateGlobal, { ...samplePageState(), signedIn: true });
    await renderApp('/');
    expect(await screen.findByLabelText('Nomor HP atau email')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it("[CMS-01] a visitor's app pages offer the tenant's WhatsApp and e-mail, and the server's help, blog and agency pages", async () => {
    await renderApp('/auth/login');
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
