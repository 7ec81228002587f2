import { describe, expect, it, vi } from 'vitest';
import { isAppInstalled, listenForInstallPrompt, promptInstall } from './install-app.ts';

describe('install app', () => {
  it('[NAV-19] without the browser offer, the person is told to use the browser menu', async () => {
    expect(await promptInstall()).toBe('manual');
  });

  it("[NAV-19] the browser's kept install offer is shown once, with the person's answer", async () => {
    const target = new EventTarget();
    listenForInstallPrompt(target as unknown as Window);
    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
    expect(await promptInstall()).toBe('manual');
  });

  it('[NAV-19] an installed app (standalone display or the Android wrapper) counts as installed', () => {
    const standalone = { matchMedia: () => ({ matches: true }) } as unknown as typeof globalThis;
    const browser = { matchMedia: () => ({ matches: false }) } as unknown as typeof globalThis;
    const wrapper = {
      matchMedia: () => ({ matches: false }),
      KonterNative: { logout: () => {}, share: () => {}, print: () => {} },
    } as unknown as typeof globalThis;
    expect(isAppInstalled(standalone)).toBe(true);
    expect(isAppInstalled(browser)).toBe(false);
    expect(isAppInstalled(wrapper)).toBe(true);
  });
});
