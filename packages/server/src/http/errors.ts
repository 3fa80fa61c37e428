import type { ErrorCode, FieldErrorCode } from '@vitrine/api-client/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSqlState, SQL_STATE } from '../db/sql-state.js';
import { errorMessage, languageOfUrl } from './error-messages.js';
import { HttpError, type HttpErrorDetails } from './http-error.js';

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** The value's place ('/email' → 'email', '/items/0/sku' → 'items.0.sku'), or what it belongs to. */
const pathOf = (issue: ValidationIssue, context: string | undefined) =>
  (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || (context ?? 'request');

/** One code per field: a missing property is reported under its own name as required. */
function fieldCodes(
  issue: ValidationIssue,
  context: string | undefined,
): [string, FieldErrorCode][] {
  const missing = issue.params?.requiredProperties ?? issue.params?.missingProperty;
  const names = Array.isArray(missing)
    ? missing.map(String)
    : typeof missing === 'string'
      ? [missing]
      : [];
  if (!names.length) return [[pathOf(issue, context), 'request.invalid']];
  const parent = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return names.map((name) => [parent ? `${parent}.${name}` : name, 'VALIDATION_REQUIRED']);
}

/** When to try again after a statement that timed out: a few seconds, for the load to pass. */
const RETRY_AFTER_TIMEOUT_SECONDS = '5';

/** Fastify's own refusals of a request, by its error code. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
};

/** Sends `{ code, message, fields?, params? }`, the message in the request's store language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  { fields, params, headers }: HttpErrorDetails = {},
): FastifyReply {
  return reply
    .headers(headers ?? {})
    .status(status)
    .send({
      code,
      message: errorMessage(code, languageOfUrl(request.url), params),
      ...(fields ? { fields } : {}),
      ...(params ? { params } : {}),
    });
}

/**
 * Every error becomes `{ code, message, fields? }`: validation failures are 400 with one code per
 * field; the framework's refusals (bad JSON, too large, wrong content type) get their own codes;
 * a database statement past its timeout is a 503 with Retry-After; anything else is logged and
 * answered as a generic 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return sendError(request, reply, error.statusCode, error.code, error);
    if ('validation' in error) {
      const fields: Record<string, FieldErrorCode> = {};
      for (const issue of error.validation as ValidationIssue[])
        for (const [field, code] of fieldCodes(issue, error.validationContext))
          fields[field] ??= code;
      return sendError(request, reply, 400, 'request.invalid', { fields });
    }
    // The database cancelled a statement past its statement_timeout: overloaded, not broken.
    if (hasSqlState(error, SQL_STATE.queryCanceled)) {
      request.log.warn({ err: error }, 'database statement timed out');
      return sendError(request, reply, 503, 'server.unavailable', {
        headers: { 'retry-after': RETRY_AFTER_TIMEOUT_SECONDS },
      });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500)
      return sendError(request, reply, status, FRAMEWORK_CODES[error.code] ?? 'request.invalid');
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'server.error');
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'request.no_route'));
}
