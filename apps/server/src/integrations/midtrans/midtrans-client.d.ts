/**
 * Types for midtrans-client 1.4.3, which ships none: only the parts the Midtrans adapter touches. The package is
 * CommonJS (`module.exports = Midtrans`), so ESM code imports it as a default import.
 */
declare module 'midtrans-client' {
  namespace midtransClient {
    interface ClientOptions {
      isProduction: boolean;
      serverKey: string;
      clientKey: string;
    }

    /** Each client builds its own ApiConfig; the hosts come from these two methods (statics behind them). */
    interface ApiConfig {
      getCoreApiBaseUrl(): string;
      getSnapApiBaseUrl(): string;
    }

    /** The slice of an axios request config the adapter's interceptor touches. */
    interface AxiosRequest {
      headers: { set(name: string, value: string): unknown };
    }

    /** The SDK keeps one axios instance per client (`httpClient.http_client`). */
    interface AxiosInstance {
      defaults: { timeout?: number };
      interceptors: { request: { use(onFulfilled: (request: AxiosRequest) => AxiosRequest): number } };
    }

    interface HttpClient {
      http_client: AxiosInstance;
    }

    interface TransactionApi {
      /** GET {core}/v2/{orderId}/status; rejects with MidtransError on HTTP ≥ 400 or a body status_code ≥ 400. */
      status(orderIdOrTransactionId: string): Promise<unknown>;
      /** POST {core}/v2/{orderId}/refund with `{ refund_key, amount, reason }`; rejects as `status` does. */
      refund(orderIdOrTransactionId: string, parameter: object): Promise<unknown>;
    }

    class Snap {
      constructor(options: ClientOptions);
      apiConfig: ApiConfig;
      httpClient: HttpClient;
      /** POST {snap}/transactions; resolves with `{ token, redirect_url }`. */
      createTransaction(parameter: object): Promise<unknown>;
    }

    class CoreApi {
      constructor(options: ClientOptions);
      apiConfig: ApiConfig;
      httpClient: HttpClient;
      transaction: TransactionApi;
    }

    class MidtransError extends Error {
      /** The HTTP status, or the body's status_code (a string such as "404"), or null when no response came. */
      httpStatusCode: number | string | null;
      ApiResponse: unknown;
    }
  }

  // Node hands a CommonJS module's `module.exports` to ESM as the default export.
  export default midtransClient;
}
