import type { FastifyInstance } from 'fastify';
import type { FieldSpec } from '../config/field-specs';
import { validateFields } from '../config/validate-fields';
import { SimError, validationFailed } from '../errors';

export function errorBody(key: string, message: string, details: Record<string, unknown> = {}) {
  return { error: { key, message, ...details } };
}

/** Every refusal has the same JSON shape: `{ error: { key, message, ...details } }`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SimError) {
      return reply.code(error.status).send(errorBody(error.key, error.message, error.details));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const key = status === 415 ? 'unsupported_media_type' : 'bad_request';
      return reply.code(status).send(errorBody(key, (error as Error).message));
    }
    request.log.error(error);
    return reply.code(500).send(errorBody('internal_error', 'Internal error'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('not_found', `No route ${request.method} ${request.url}`)),
  );
  // JSON only (anything else is 415), and an empty body counts as {} so `POST /commit` works either way.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new SimError(400, 'bad_request', 'The body is not valid JSON'), undefined);
    }
  });
}

/**
 * Validates a request body against a field declaration; 422 with every problem when it does not fit.
 * `T` is the shape the declaration describes; the caller keeps the two side by side.
 */
export function readBody<T>(fields: Record<keyof T & string, FieldSpec>, body: unknown, partial = false): T {
  const result = validateFields(fields, body ?? {}, { partial });
  if (result.problems.length > 0) throw validationFailed(result.problems);
  return result.value as T;
}

export function parseId(raw: string, name = 'id'): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id)) {
    throw new SimError(400, 'bad_request', `${name} must be a positive integer`);
  }
  return id;
}
