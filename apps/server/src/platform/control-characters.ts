import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import type { FieldErrors } from './field-errors.ts';

/** In a query or path value: any C0 control character or DEL. Nothing typed into a filter or an id holds one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlInLine = /[\u0000-\u001f\u007f]/;
/** In a JSON body's text: NUL (PostgreSQL text and jsonb cannot hold it) and the C0 controls but tab and line breaks. */
// eslint-disable-next-line no-control-regex -- as above
const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const maxDepth = 20;

/**
 * A parsed JSON object or query: its prototype is Object.prototype, null, or (a parsed query string) an empty object
 * without a prototype of its own. An uploaded file's Buffer or stream is not text and is not looked into.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

function collect(value: unknown, path: string, pattern: RegExp, found: string[], depth = 0): void {
  if (depth > maxDepth) return;
  if (typeof value === 'string') {
    if (pattern.test(value)) found.push(path);
    return;
  }
  if (Array.isArray(value)) {
    // A repeated query parameter is one field, however many times it came.
    value.forEach((item, index) =>
      collect(item, pattern === controlInLine ? path : `${path}.${index}`, pattern, found, depth + 1),
    );
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (pattern.test(key)) found.push(path || key);
      else collect(item, path ? `${path}.${key}` : key, pattern, found, depth + 1);
    }
  }
}

/**
 * Refuses, before any route sees it, a request whose query, path or JSON body carries control characters: a NUL in a
 * search filter answered 500 (PostgreSQL refuses it) and broke an export mid-stream. The answer is the usual 422
 * with a translated error under each field that had one.
 */
export function rejectControlCharacters(app: FastifyInstance): void {
  // Synchronous (a callback, not a promise): it runs on every request and waits for nothing; what it throws goes to
  // the error handler as a rejection would.
  app.addHook('preValidation', (request, _reply, done) => {
    const found: string[] = [];
    collect(request.query, '', controlInLine, found);
    collect(request.params, '', controlInLine, found);
    collect(request.body, '', controlInText, found);
    if (found.length === 0) return done();
    const fieldErrors: FieldErrors = {};
    for (const field of new Set(found.map((path) => path || 'body'))) {
      fieldErrors[field] = [{ key: 'validation.control_characters' }];
    }
    throw new AppError('validation_failed', { fieldErrors });
  });
}
