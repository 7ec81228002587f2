import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePageState } from '../test/fixtures.ts';
import { createApiClient } from './api-client.ts';
import { createLoadingIndicator } from './loading.ts';
import { createNoticeCenter } from './notices.ts';
import { ensureCsrfMeta, loadPageState, readPageState } from './page-state.ts';

function clientReturning(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response);
  const client = createApiClient({
    fetch,
    notices: createNoticeCenter(),
    loading: createLoadingIndicator(),
    translate: (key) => key,
    getLocale: () => 'id',
    getCsrfToken: () => null,
  });
  return { client, fetch };
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('page state', () => {
  it('[PLT-10] reads window.__KONTER__ rendered by the server', () => {
    const state = samplePageState();
    expect(readPageState({ __KONTER__: state })).toEqual(state);
    expect(readPageState({})).toBeNull();
  });

  it('[PLT-10] refuses a page state that does not match the shared schema', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      ...samplePageState(),
      preferences: { ...samplePageState().preferences, features: { shop: 'yes' } },
    };
    expect(readPageState({ __KONTER__: broken })).toBeNull();
  });

  it('[PLT-10] uses the window global without calling the API', async () => {
    const { client, fetch } = clientReturning(new Response('{}'));
    await expect(loadPageState({ scope: { __KONTER__: samplePageState() }, client })).resolves.toEqual(
      samplePageState(),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('[PLT-10] falls back to GET /api/v1/site/bootstrap (Vite dev server), parsed with the schema', async () => {
    const { client, fetch } = clientReturning(
      new Response(JSON.stringify(samplePageState({ features: { shop: false, ppob: true } })), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const state = await loadPageState({ scope: {}, client });
    expect(state.preferences.features.shop).toBe(false);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/site/bootstrap');
  });

  it('[PLT-10] a bootstrap answer of the wrong shape is an error, not a half-working app', async () => {
    const { client } = clientReturning(
      new Response(JSON.stringify({ preferences: {} }), { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(loadPageState({ scope: {}, client })).rejects.toThrow();
  });

  it('[PLT-02] puts the bootstrap CSRF token into the csrf-token meta tag, once', () => {
    ensureCsrfMeta('first');
    ensureCsrfMeta('second');
    const metas = document.querySelectorAll('meta[name="csrf-token"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('second');
  });
});
