/**
 * What a call to an outside provider failed with: which provider, a `code` the caller can act on, and the HTTP status
 * of the provider's answer when there was one. Each adapter has its own subclass with its codes and details.
 */
export class ProviderError<Provider extends string = string, Code extends string = string> extends Error {
  readonly provider: Provider;
  readonly code: Code;
  readonly httpStatus: number | null;

  constructor(provider: Provider, code: Code, message: string, httpStatus: number | null = null) {
    super(message);
    this.provider = provider;
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** How a payment gateway call fails. */
export type GatewayErrorCode =
  'unauthorized' | 'rejected' | 'not_found' | 'unavailable' | 'invalid_response' | 'invalid_request';

/**
 * The code of a gateway's error answer: no status or a 5xx is the gateway being unavailable, 401/403 a refused key,
 * 404 something unknown to it, and any other status a rejected request.
 */
export function gatewayErrorCodeOf(
  httpStatus: number | null,
): 'unavailable' | 'unauthorized' | 'not_found' | 'rejected' {
  if (httpStatus === null || httpStatus >= 500) return 'unavailable';
  if (httpStatus === 401 || httpStatus === 403) return 'unauthorized';
  if (httpStatus === 404) return 'not_found';
  return 'rejected';
}
