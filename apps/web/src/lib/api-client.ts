import { apiBase, apiHeaders } from '@konter/shared/contracts/site';
import { errorEnvelopeSchema } from '@konter/shared/errors/envelope';
import type { ApiErrorCode } from '@konter/shared/errors/error-codes';
import { isErrorCode } from '@konter/shared/errors/error-codes';
import type { Locale } from '@konter/shared/i18n/locales';
import { appI18n, currentLocale } from './i18n.ts';
import type { LoadingIndicator } from './loading.ts';
import { loadingIndicator } from './loading.ts';
import { nativeLogout } from './native-bridge.ts';
import type { NoticeCenter } from './notices.ts';
import { notices } from './notices.ts';

/**
 * The one way the web app talks to `/api/v1/` (PLT-02..PLT-07). It adds the conventional headers, drives the global
 * loading indicator and alerts, handles 401/403/429 the same way for every call, and throws an ApiError for every
 * failure so callers only handle what is specific to them (422 field errors, business codes).
 */

export type FieldErrors = Record<string, string[]>;

/**
 * The code of a failure: one the server answers with (ErrorCode, so comparing it with a misspelt code fails
 * typecheck), 'network_error' when nothing answered, `http_<status>` when the answer was not our envelope or carried
 * a code this build does not know.
 */
export type ApiFailureCode = ApiErrorCode | `http_${number}`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiFailureCode;
  readonly errors: FieldErrors;

  constructor({
    status,
    code,
    message,
    errors = {},
  }: {
    status: number;
    code: ApiFailureCode;
    message: string;
    errors?: FieldErrors;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** Anything with a zod-style `parse`; responses are parsed, never trusted. */
export type ResponseSchema<T> = { parse: (value: unknown) => T };

export type ApiRequestOptions<T> = {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is FormData (uploads). */
  body?: unknown;
  schema?: ResponseSchema<T>;
  /** `false` keeps the global loading indicator hidden (background refreshes, polling). */
  loading?: boolean;
  /** `false` leaves the page's alerts in place (polling must not wipe a form's error). */
  clearAlerts?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type ApiClientDependencies = {
  fetch: typeof fetch;
  notices: NoticeCenter;
  loading: LoadingIndicator;
  translate: (key: string) => string;
  getLocale: () => Locale;
  getCsrfToken: () => string | null;
  /** Where a 401 ends outside the Android wrapper; the app points it at its router. */
  redirectToLogin: () => void;
  /** Returns true when the Android wrapper took over the logout. */
  nativeLogout: () => boolean;
};

export const loginPath = '/auth/login';
export const maxPinAttemptsCode = 'max_pin_attempts' satisfies ApiErrorCode;
/** Too many wrong secrets (or sign-ups, code requests): the server's message says how long to wait. */
export const lockedOutCode = 'too_many_attempts' satisfies ApiErrorCode;

export function readCsrfToken(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
}

/** 'account', '/account' and '/api/v1/account' all mean `/api/v1/account`. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const prefix = `${apiBase}/`;
  const relative = path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\/+/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${prefix}${relative}${queryString ? `?${queryString}` : ''}`;
}

const defaultDependencies = (): ApiClientDependencies => ({
  fetch: (...args) => globalThis.fetch(...args),
  notices,
  loading: loadingIndicator,
  translate: (key) => appI18n.t(key),
  getLocale: () => currentLocale(appI18n),
  getCsrfToken: () => readCsrfToken(),
  redirectToLogin: () => {
    if (location.pathname !== loginPath) location.assign(loginPath);
  },
  nativeLogout: () => nativeLogout(),
});

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  // A drawn picture (a pricelist image's preview) is handed over as it came.
  if ((response.headers.get('content-type') ?? '').startsWith('image/')) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type ApiClient = {
  request: <T = unknown>(path: string, options?: ApiRequestOptions<T>) => Promise<T>;
  get: <T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) => Promise<T>;
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>,
  ) => Promise<T>;
  put: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>,
  ) => Promise<T>;
  patch: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>,
  ) => Promise<T>;
  delete: <T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) => Promise<T>;
  /** Replaces dependencies after start-up (the router's navigate for 401s). */
  configure: (overrides: Partial<ApiClientDependencies>) => void;
};

export function createApiClient(overrides: Partial<ApiClientDependencies> = {}): ApiClient {
  let deps: ApiClientDependencies = { ...defaultDependencies(), ...overrides };

  function toApiError(status: number, payload: unknown): ApiError {
    const envelope = errorEnvelopeSchema.safeParse(payload);
    if (envelope.success) {
      const { code } = envelope.data;
      return new ApiError({
        status,
        code: isErrorCode(code) ? code : `http_${status}`,
        message: envelope.data.message,
        errors: envelope.data.errors,
      });
    }
    return new ApiError({ status, code: `http_${status}`, message: deps.translate('internal_error') });
  }

  function handleGlobally(error: ApiError): void {
    switch (error.status) {
      case 401:
        deps.notices.showSnackbar('error', deps.translate('not_authenticated'));
        if (!deps.nativeLogout()) deps.redirectToLogin();
        break;
      case 403:
        // The Agent Center's refusal (AGT-02) is the page's own notice, in the spec's words: no second alert.
        if (error.code === 'agent_center_masters_only') break;
        // A stale page (CSRF) is a different problem from a missing permission; say which.
        deps.notices.showSnackbar(
          'error',
          deps.translate(error.code === 'csrf_token_invalid' ? 'csrf_token_invalid' : 'unauthorized_access'),
        );
        break;
      case 429:
        // The PIN screen explains its own lock-out; a generic "try in 1 minute" would contradict it. A locked
        // account (too many wrong passwords or codes) says its real wait, which only the server knows.
        if (error.code === lockedOutCode) deps.notices.showSnackbar('warning', error.message);
        else if (error.code !== maxPinAttemptsCode) {
          deps.notices.showSnackbar('warning', deps.translate('too_many_requests'));
        }
        break;
      default:
        break;
    }
  }

  async function request<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', query, body, schema, loading = true, clearAlerts = true, signal } = options;
    if (clearAlerts) deps.notices.clearAlerts();
    const endLoading = loading ? deps.loading.begin() : () => undefined;

    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set(apiHeaders.requestedWith, apiHeaders.requestedWithValue);
    headers.set(apiHeaders.locale, deps.getLocale());
    const token = deps.getCsrfToken();
    if (token) headers.set(apiHeaders.csrf, token);
    let requestBody: BodyInit | undefined;
    if (body instanceof FormData) {
      requestBody = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await deps.fetch(apiUrl(path, query), {
        method,
        headers,
        body: requestBody,
        signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      deps.loading.hide();
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, code: 'network_error', message: deps.translate('api.network_error') });
    }

    const payload = await readBody(response);
    if (!response.ok) {
      deps.loading.hide();
      const error = toApiError(response.status, payload);
      handleGlobally(error);
      throw error;
    }
    endLoading();
    return schema ? schema.parse(payload) : (payload as T);
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    configure(next) {
      deps = { ...deps, ...next };
    },
  };
}

/** The app's client. Features import this; tests build their own with createApiClient. */
export const apiClient = createApiClient();
