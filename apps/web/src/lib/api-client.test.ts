import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiClientDependencies } from './api-client.ts';
import { ApiError, apiUrl, createApiClient, readCsrfToken } from './api-client.ts';
import { applyFormError, isProductOrPriceChangeError } from './form-errors.ts';
import { createLoadingIndicator } from './loading.ts';
import { createNoticeCenter } from './notices.ts';

const manualTimers = { setTimeout: () => 0, clearTimeout: () => undefined };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(overrides: Partial<ApiClientDependencies> = {}) {
  const notices = createNoticeCenter({ timers: manualTimers });
  const loading = createLoadingIndicator();
  const redirectToLogin = vi.fn();
  const nativeLogout = vi.fn(() => false);
  const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(200, { data: 'ok' }));
  const translations: Record<string, string> = {
    not_authenticated: 'Not Authenticated, Please Login!',
    unauthorized_access: 'Unauthorized Access!',
    too_many_requests: 'Gagal Mendapatkan Data. Coba Dalam Waktu 1 Menit.',
    csrf_token_invalid: 'Sesi halaman telah kedaluwarsa.',
    internal_error: 'Terjadi kesalahan',
    'api.network_error': 'Tidak dapat terhubung ke server.',
  };
  const client = createApiClient({
    fetch,
    notices,
    loading,
    translate: (key) => translations[key] ?? key,
    getLocale: () => 'en',
    getCsrfToken: () => 'token-123',
    redirectToLogin,
    nativeLogout,
    ...overrides,
  });
  return { client, notices, loading, fetch, redirectToLogin, nativeLogout };
}

function sentRequest(fetch: ReturnType<typeof setup>['fetch'], call = 0) {
  const args = fetch.mock.calls[call];
  if (!args) throw new Error(`fetch call ${call} was not made`);
  const [url, init] = args;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('request basics', () => {
  it('[PLT-02] sends to /api/v1/ with the XMLHttpRequest, CSRF and locale headers', async () => {
    const { client, fetch } = setup();
    await client.get('account');
    const { url, headers, init } = sentRequest(fetch);
    expect(url).toBe('/api/v1/account');
    expect(init.method).toBe('GET');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-CSRF-TOKEN')).toBe('token-123');
    expect(headers.get('X-Locale')).toBe('en');
    expect(init.credentials).toBe('same-origin');
  });

  it('[PLT-02] reads the CSRF token from the csrf-token meta tag', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-meta">';
    expect(readCsrfToken()).toBe('from-meta');
    const { client, fetch } = setup({ getCsrfToken: () => readCsrfToken() });
    await client.post('account/profile', { name: 'Sari' });
    expect(sentRequest(fetch).headers.get('X-CSRF-TOKEN')).toBe('from-meta');
    document.head.innerHTML = '';
    expect(readCsrfToken()).toBeNull();
  });

  it('[PLT-02] builds paths and query strings under the API base', () => {
    expect(apiUrl('account')).toBe('/api/v1/account');
    expect(apiUrl('/developer/update-settings')).toBe('/api/v1/developer/update-settings');
    expect(apiUrl('/api/v1/site/bootstrap')).toBe('/api/v1/site/bootstrap');
    expect(apiUrl('account/search', { hp: '0812 34', page: 2, empty: undefined, none: null })).toBe(
      '/api/v1/account/search?hp=0812+34&page=2',
    );
  });

  it('[PLT-02] sends JSON bodies and passes FormData through untouched', async () => {
    const { client, fetch } = setup();
    await client.post('account/contact/add', { number: '0812', name: 'Budi' });
    const json = sentRequest(fetch, 0);
    expect(json.init.method).toBe('POST');
    expect(json.headers.get('Content-Type')).toBe('application/json');
    expect(json.init.body).toBe('{"number":"0812","name":"Budi"}');

    const form = new FormData();
    form.append('file', 'x');
    await client.post('media/upload', form);
    const multipart = sentRequest(fetch, 1);
    expect(multipart.init.body).toBe(form);
    expect(multipart.headers.get('Content-Type')).toBeNull();
  });

  it('[PLT-02] parses the response with the given schema', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(jsonResponse(200, { count: 3 }));
    await expect(client.get('shop/transactions/count', { schema: z.object({ count: z.number() }) })).resolves.toEqual({
      count: 3,
    });
    fetch.mockResolvedValueOnce(jsonResponse(200, { count: 'three' }));
    await expect(client.get('shop/transactions/count', { schema: z.object({ count: z.number() }) })).rejects.toThrow();
  });
});

describe('alerts and the loading indicator', () => {
  it('[PLT-07] clears alerts before each request', async () => {
    const { client, notices } = setup();
    notices.showAlert('error', 'old problem');
    await client.get('account');
    expect(notices.alerts.get()).toEqual([]);
  });

  it('[PLT-07] leaves alerts alone when asked (polling)', async () => {
    const { client, notices } = setup();
    notices.showAlert('error', 'form problem');
    await client.get('notification/unread', { clearAlerts: false, loading: false });
    expect(notices.alerts.get()).toHaveLength(1);
  });

  it('[PLT-07] shows the loading indicator while a request runs and hides it after', async () => {
    const { client, loading, fetch } = setup();
    let release: (response: Response) => void = () => undefined;
    fetch.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const pending = client.get('account');
    expect(loading.visible.get()).toBe(true);
    release(jsonResponse(200, {}));
    await pending;
    expect(loading.visible.get()).toBe(false);
  });

  it('[PLT-07] does not show the loading indicator with { loading: false }', async () => {
    const { client, loading, fetch } = setup();
    let release: (response: Response) => void = () => undefined;
    fetch.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const pending = client.get('notification/unread', { loading: false });
    expect(loading.visible.get()).toBe(false);
    release(jsonResponse(200, []));
    await pending;
    expect(loading.visible.get()).toBe(false);
  });

  it('[PLT-07] keeps the indicator while another request still runs', async () => {
    const { client, loading, fetch } = setup();
    const releases: Array<(response: Response) => void> = [];
    fetch.mockImplementation(() => new Promise((resolve) => releases.push(resolve)));
    const first = client.get('a');
    const second = client.get('b');
    releases[0]?.(jsonResponse(200, {}));
    await first;
    expect(loading.visible.get()).toBe(true);
    releases[1]?.(jsonResponse(200, {}));
    await second;
    expect(loading.visible.get()).toBe(false);
  });

  it('[PLT-07] any failed response hides the indicator, even with other requests running', async () => {
    const { client, loading, fetch } = setup();
    const releases: Array<(response: Response) => void> = [];
    fetch.mockImplementation(() => new Promise((resolve) => releases.push(resolve)));
    const slow = client.get('slow');
    const failing = client.get('failing');
    releases[1]?.(jsonResponse(500, { message: 'boom', code: 'internal_error' }));
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    expect(loading.visible.get()).toBe(false);
    releases[0]?.(jsonResponse(200, {}));
    await slow;
    expect(loading.visible.get()).toBe(false);
  });

  it('[PLT-07] a network failure hides the indicator and throws a translated network error', async () => {
    const { client, loading, fetch } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await client.get('account').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Tidak dapat terhubung ke server.' });
    expect(loading.visible.get()).toBe(false);
  });
});

describe('global status handling', () => {
  it('[PLT-04] 401 shows the error snackbar then redirects to /auth/login', async () => {
    const { client, notices, fetch, redirectToLogin, nativeLogout } = setup();
    fetch.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthenticated.', code: 'not_authenticated' }));
    await expect(client.get('account')).rejects.toMatchObject({ status: 401 });
    expect(notices.snackbars.get()).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Not Authenticated, Please Login!' }),
    ]);
    expect(nativeLogout).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('[PLT-04] 401 inside the Android wrapper calls the native logout instead of redirecting', async () => {
    const { client, notices, fetch, redirectToLogin } = setup({ nativeLogout: () => true });
    fetch.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthenticated.', code: 'not_authenticated' }));
    await expect(client.get('account')).rejects.toBeInstanceOf(ApiError);
    expect(notices.snackbars.get()).toHaveLength(1);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('[PLT-04] the default 401 path uses window.KonterNative.logout when the bridge exists', async () => {
    const logout = vi.fn();
    Reflect.set(globalThis, 'KonterNative', { logout, share: vi.fn(), print: vi.fn() });
    try {
      const notices = createNoticeCenter({ timers: manualTimers });
      const redirectToLogin = vi.fn();
      const client = createApiClient({
        fetch: async () => jsonResponse(401, { message: 'x', code: 'not_authenticated' }),
        notices,
        loading: createLoadingIndicator(),
        redirectToLogin,
      });
      await expect(client.get('account')).rejects.toBeInstanceOf(ApiError);
      expect(logout).toHaveBeenCalledTimes(1);
      expect(redirectToLogin).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(globalThis, 'KonterNative');
    }
  });

  it('[PLT-05] 403 shows the error snackbar "Unauthorized Access!"', async () => {
    const { client, notices, fetch, redirectToLogin } = setup();
    fetch.mockResolvedValueOnce(jsonResponse(403, { message: 'Forbidden', code: 'unauthorized_access' }));
    await expect(client.post('account/agen')).rejects.toMatchObject({ status: 403 });
    expect(notices.snackbars.get()).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Unauthorized Access!' }),
    ]);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('[PLT-05] a 403 for an expired CSRF token says so instead', async () => {
    const { client, notices, fetch } = setup();
    fetch.mockResolvedValueOnce(jsonResponse(403, { message: 'CSRF', code: 'csrf_token_invalid' }));
    await expect(client.post('account/profile')).rejects.toBeInstanceOf(ApiError);
    expect(notices.snackbars.get()).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Sesi halaman telah kedaluwarsa.' }),
    ]);
  });

  it('[PLT-06] 429 shows the warning snackbar', async () => {
    const { client, notices, fetch } = setup();
    fetch.mockResolvedValueOnce(jsonResponse(429, { message: 'Too many', code: 'too_many_requests' }));
    await expect(client.get('account')).rejects.toMatchObject({ status: 429 });
    expect(notices.snackbars.get()).toEqual([
      expect.objectContaining({ kind: 'warning', message: 'Gagal Mendapatkan Data. Coba Dalam Waktu 1 Menit.' }),
    ]);
  });

  it("[PLT-06] 429 for a locked account shows the server's message with the real wait", async () => {
    const { client, notices, fetch } = setup();
    const message = 'Terlalu banyak percobaan. Coba lagi dalam 14 menit.';
    fetch.mockResolvedValueOnce(jsonResponse(429, { message, code: 'too_many_attempts' }));
    await expect(client.post('auth/login', {})).rejects.toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect(notices.snackbars.get()).toEqual([expect.objectContaining({ kind: 'warning', message })]);
  });

  it('[PLT-06] 429 for maximum PIN attempts shows no snackbar', async () => {
    const { client, notices, fetch } = setup();
    fetch.mockResolvedValueOnce(jsonResponse(429, { message: 'PIN locked', code: 'max_pin_attempts' }));
    const error = await client.post('account/pin/verify', { pin: '000000' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, code: 'max_pin_attempts', message: 'PIN locked' });
    expect(notices.snackbars.get()).toEqual([]);
  });

  it('[PLT-04] parallel 401s show one snackbar, not one per request', async () => {
    const { client, notices, fetch } = setup();
    fetch.mockImplementation(async () => jsonResponse(401, { message: 'x', code: 'not_authenticated' }));
    await Promise.allSettled([client.get('a'), client.get('b'), client.get('c')]);
    expect(notices.snackbars.get()).toHaveLength(1);
  });

  it('[PLT-03] 422 throws an ApiError carrying the field errors, without a snackbar', async () => {
    const { client, notices, fetch } = setup();
    fetch.mockResolvedValueOnce(
      jsonResponse(422, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { email: ['The email field is required.'], hp: ['Wrong format', 'Too short'] },
      }),
    );
    const error = await client.post('account/profile', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      isValidation: true,
      errors: { email: ['The email field is required.'], hp: ['Wrong format', 'Too short'] },
    });
    expect(notices.snackbars.get()).toEqual([]);
  });

  it('[PLT-03] a failure without the error envelope still becomes an ApiError with a translated message', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('account')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Terjadi kesalahan',
      errors: {},
    });
  });
});

describe('applyFormError', () => {
  const validation = () =>
    new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { email: ['The email field is required.'], nama: ['Too short', 'Second message'] },
    });

  it('[PLT-03] puts each message on its form field', () => {
    const notices = createNoticeCenter({ timers: manualTimers });
    const setFieldError = vi.fn();
    expect(applyFormError(validation(), { setFieldError, notices })).toBe(true);
    expect(setFieldError.mock.calls).toEqual([
      ['email', 'The email field is required.'],
      ['nama', 'Too short'],
    ]);
  });

  it('[PLT-08] shows an error alert with the message', () => {
    const notices = createNoticeCenter({ timers: manualTimers });
    applyFormError(validation(), { notices });
    expect(notices.alerts.get()).toEqual([
      expect.objectContaining({ kind: 'error', message: 'The given data was invalid.' }),
    ]);
  });

  it('[PLT-08] says an error once: no alert repeating a message a field of the form already shows', () => {
    const notices = createNoticeCenter({ timers: manualTimers });
    const single = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'Nomor HP sudah terdaftar',
      errors: { phone: ['Nomor HP sudah terdaftar'] },
    });
    applyFormError(single, { setFieldError: () => true, notices });
    expect(notices.alerts.get()).toEqual([]);
    // A field the form does not show keeps the alert, so the message is never lost.
    applyFormError(single, { setFieldError: () => false, notices });
    expect(notices.alerts.get()).toEqual([expect.objectContaining({ message: 'Nomor HP sudah terdaftar' })]);
  });

  it.each([
    [
      'a product code error (field)',
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Invalid',
        errors: { product_code: ['No product found'] },
      }),
    ],
    [
      'a changed-products error (field)',
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Invalid',
        errors: { products: ['Price changed'] },
      }),
    ],
  ])('[PLT-08] shows no alert for %s but still sets the field', (_name, error) => {
    const notices = createNoticeCenter({ timers: manualTimers });
    const setFieldError = vi.fn();
    expect(isProductOrPriceChangeError(error)).toBe(true);
    applyFormError(error, { setFieldError, notices });
    expect(notices.alerts.get()).toEqual([]);
    expect(setFieldError).toHaveBeenCalledTimes(Object.keys(error.errors).length);
  });

  it('[PLT-08] leaves errors that are not API errors to the caller', () => {
    const notices = createNoticeCenter({ timers: manualTimers });
    expect(applyFormError(new TypeError('bug'), { notices })).toBe(false);
    expect(notices.alerts.get()).toEqual([]);
  });

  it('[PLT-08] does not repeat as an alert what a 401/403/429 snackbar already said', () => {
    const notices = createNoticeCenter({ timers: manualTimers });
    applyFormError(new ApiError({ status: 403, code: 'unauthorized_access', message: 'Forbidden' }), { notices });
    expect(notices.alerts.get()).toEqual([]);
  });
});

describe('snackbars', () => {
  let callbacks: Array<() => void>;
  beforeEach(() => {
    callbacks = [];
  });

  it('[PLT-05] a snackbar disappears by itself after its duration', () => {
    const notices = createNoticeCenter({
      timers: { setTimeout: (callback) => callbacks.push(callback), clearTimeout: () => undefined },
      durationMs: 4000,
    });
    notices.showSnackbar('error', 'Unauthorized Access!');
    expect(notices.snackbars.get()).toHaveLength(1);
    for (const callback of callbacks) callback();
    expect(notices.snackbars.get()).toEqual([]);
  });
});
