import type { PageState } from '@konter/shared/contracts/site';
import { bootstrapResponseSchema, pageStateGlobal, sitePaths } from '@konter/shared/contracts/site';
import type { ApiClient } from './api-client.ts';
import { apiClient } from './api-client.ts';

/**
 * The server renders `window.__KONTER__ = { preferences, csrfToken }` into index.html so the first paint needs no
 * API call. The Vite dev server serves the bare index.html, so the same object then comes from the bootstrap
 * endpoint. Either way it is parsed, never trusted.
 */
export function readPageState(scope: object = globalThis): PageState | null {
  const raw: unknown = Reflect.get(scope, pageStateGlobal);
  if (raw === undefined) return null;
  const parsed = bootstrapResponseSchema.safeParse(raw);
  if (!parsed.success) {
    console.error('window.__KONTER__ does not match the site contract', parsed.error.issues);
    return null;
  }
  return parsed.data;
}

export async function fetchPageState(client: ApiClient = apiClient): Promise<PageState> {
  return client.get(sitePaths.bootstrap, { schema: bootstrapResponseSchema, loading: false });
}

/** Window global first, bootstrap endpoint otherwise. */
export async function loadPageState({
  scope = globalThis,
  client = apiClient,
}: { scope?: object; client?: ApiClient } = {}): Promise<PageState> {
  return readPageState(scope) ?? fetchPageState(client);
}

/**
 * Puts the CSRF token where the API client reads it (PLT-02). The server writes this tag itself; only a page whose
 * state came from the bootstrap endpoint needs it added.
 */
export function ensureCsrfMeta(token: string, doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'csrf-token';
    doc.head.append(meta);
  }
  meta.content = token;
}
