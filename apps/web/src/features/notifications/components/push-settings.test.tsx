import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushPaths } from '@konter/shared/contracts/notifications';
import { changeLanguage, createI18n } from '../../../lib/i18n.ts';
import { PushSettings } from './push-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderSettings() {
  const i18n = createI18n();
  await changeLanguage(i18n, 'en');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PushSettings />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

type Call = { method: string; path: string; body: unknown };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers fetch by `METHOD path`; the calls are kept. */
function mockApi(routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const call = { method: init?.method ?? 'GET', path, body: JSON.parse(String(init?.body ?? 'null')) as unknown };
      calls.push(call);
      return routes[`${call.method} ${path}`]?.(call) ?? json(404, { message: 'no mock', code: 'not_found' });
    }),
  );
  return { callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

const fieldset = (channel: string) => document.querySelector(`[data-channel="${channel}"]`) as HTMLElement | null;
const status = () => json(200, { data: { public_key: '', subscriptions: 0, devices: 0 } });

describe('the account’s notification channels', () => {
  it('[NTF-01] WhatsApp lists only the kinds the tenant sends by WhatsApp; push and e-mail still list every kind', async () => {
    const api = mockApi({
      [`GET ${pushPaths.status}`]: status,
      [`GET ${pushPaths.settings}`]: () =>
        json(200, {
          data: {
            push_off: [],
            email_off: [],
            whatsapp_on: ['purchase.success'],
            whatsapp_types: ['deposit.credited', 'purchase.success'],
          },
        }),
      [`POST ${pushPaths.settings}`]: (call) =>
        json(200, {
          data: {
            push_off: [],
            email_off: [],
            whatsapp_on: (call.body as { whatsapp_on: string[] }).whatsapp_on,
            whatsapp_types: ['deposit.credited', 'purchase.success'],
          },
        }),
    });
    await renderSettings();
    const whatsapp = await vi.waitFor(() => {
      const found = fieldset('whatsapp_on');
      expect(within(found as HTMLElement).getByText('Deposit received')).toBeTruthy();
      return found as HTMLElement;
    });
    const boxes = within(whatsapp).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(2);
    expect(within(whatsapp).queryByText('Transaction failed')).toBeNull();
    expect((within(whatsapp).getByLabelText('Transaction successful') as HTMLInputElement).checked).toBe(true);
    // The other channels offer every kind.
    expect(within(fieldset('push_off') as HTMLElement).getByText('Transaction failed')).toBeTruthy();
    expect(within(fieldset('email_off') as HTMLElement).getByText('Transaction failed')).toBeTruthy();

    act(() => {
      fireEvent.click(within(whatsapp).getByLabelText('Deposit received'));
    });
    await vi.waitFor(() => expect(api.callsTo('POST', pushPaths.settings)).toHaveLength(1));
    expect(api.callsTo('POST', pushPaths.settings)[0]?.body).toEqual({
      whatsapp_on: ['purchase.success', 'deposit.credited'],
    });
  });

  it('[NTF-01] a tenant that sends nothing by WhatsApp: no WhatsApp choices at all', async () => {
    mockApi({
      [`GET ${pushPaths.status}`]: status,
      [`GET ${pushPaths.settings}`]: () =>
        json(200, { data: { push_off: [], email_off: [], whatsapp_on: [], whatsapp_types: [] } }),
    });
    await renderSettings();
    await vi.waitFor(() => expect(fieldset('push_off')).not.toBeNull());
    await vi.waitFor(() =>
      expect(within(fieldset('push_off') as HTMLElement).getByText('Transaction failed')).toBeTruthy(),
    );
    expect(fieldset('email_off')).not.toBeNull();
    expect(fieldset('whatsapp_on')).toBeNull();
  });
});
