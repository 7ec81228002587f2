import type { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, PlatformErrorCode } from '@konter/shared/errors/error-codes';
import type { ErrorEnvelope } from '@konter/shared/errors/envelope';
import { fieldLabel, translate } from '@konter/shared/i18n/messages';
import { defaultLocale } from '@konter/shared/i18n/locales';
import type { FieldErrors } from './field-errors.ts';
import { zodIssuesToFieldErrors } from './validation-messages.ts';

/** What the client is told, per code; the one place codes map to HTTP statuses. */
const statusOfCode: Record<PlatformErrorCode, number> = {
  validation_failed: 422,
  csrf_token_invalid: 403,
  not_authenticated: 401,
  unauthorized_access: 403,
  too_many_requests: 429,
  max_pin_attempts: 429,
  too_many_attempts: 429,
  not_found: 404,
  tenant_not_found: 404,
  tenant_suspended: 403,
  module_disabled: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  bad_request: 400,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * An error a user may see. `messageKey` is translated with the request's locale; field errors are translated the
 * same way and land under `errors` of the envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    code: ErrorCode,
    options: {
      status?: number;
      messageKey?: string;
      params?: Record<string, string | number>;
      fieldErrors?: FieldErrors;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = options.status ?? (code in statusOfCode ? statusOfCode[code as PlatformErrorCode] : 400);
    this.messageKey = options.messageKey ?? code;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
  }
}

export function fieldError(field: string, key: string, params?: Record<string, string | number>): AppError {
  return new AppError('validation_failed', { fieldErrors: { [field]: [{ key, ...(params ? { params } : {}) }] } });
}

export function buildEnvelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  const locale = request.locale ?? defaultLocale;
  const errors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, list]) => [
          field,
          list.map((item) => translate(locale, item.key, { field: fieldLabel(locale, field), ...item.params })),
        ]),
      )
    : undefined;
  // A validation failure reads best with its first field message, as the web shows `message` in an alert.
  const firstFieldMessage = errors ? Object.values(errors)[0]?.[0] : undefined;
  const message =
    error.code === 'validation_failed' && error.messageKey === 'validation_failed' && firstFieldMessage
      ? firstFieldMessage
      : translate(locale, error.messageKey, error.params);
  return { message, code: error.code, ...(errors ? { errors } : {}) };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  return reply.status(error.status).header('cache-control', 'no-store').send(buildEnvelope(request, error));
}

const fastifyCodeMap: Record<string, PlatformErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

/**
 * Turns every failure into the one envelope. Nothing internal (stack, SQL, library message) reaches a client on a
 * 5xx; it goes to the log with the request id instead.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(
        (item) =>
          ({
            ...item.params,
            code: item.keyword,
            message: item.message,
            path: item.instancePath.split('/').filter(Boolean),
          }) as unknown as z.core.$ZodIssue,
      );
      const fieldErrors = zodIssuesToFieldErrors(issues, error.validationContext);
      return sendError(request, reply, new AppError('validation_failed', { fieldErrors }));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(
        request,
        reply,
        new AppError('bad_request', {
          messageKey: 'validation.json',
          fieldErrors: { body: [{ key: 'validation.json' }] },
        }),
      );
    }
    const mapped = error.code ? fastifyCodeMap[error.code] : undefined;
    if (mapped) return sendError(request, reply, new AppError(mapped));
    if (error.statusCode === 429) return sendError(request, reply, new AppError('too_many_requests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, new AppError('bad_request', { status: error.statusCode }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('internal_error'));
  });
}
