import type { FastifyError, FastifyInstance } from 'fastify';
import { GENERIC_ERROR_MESSAGE, HttpError } from './http-error.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The value's place ('/email' → 'email', '/items/0/sku' → 'items.0.sku'), or what it belongs to. */
const pathOf = (issue: ValidationIssue, context: string | undefined) =>
  (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || (context ?? 'request');

/** One message per field: a missing property is reported under its own name, 'Required'. */
function fieldMessages(issue: ValidationIssue, context: string | undefined): [string, string][] {
  const missing = issue.params?.requiredProperties ?? issue.params?.missingProperty;
  const names = Array.isArray(missing)
    ? missing.map(String)
    : typeof missing === 'string'
      ? [missing]
      : [];
  if (!names.length) return [[pathOf(issue, context), issue.message ?? 'Invalid value']];
  const parent = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return names.map((name) => [parent ? `${parent}.${name}` : name, 'Required']);
}

/**
 * Every error becomes `{ message, fields? }`: validation failures are 400 with one message per
 * field; other client errors keep their status; anything else is logged and answered as a
 * generic 500 without internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply
        .headers(error.headers ?? {})
        .status(error.statusCode)
        .send({ message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    if ('validation' in error) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation as ValidationIssue[])
        for (const [field, message] of fieldMessages(issue, error.validationContext))
          fields[field] ??= message;
      return reply
        .status(400)
        .send({ message: `Invalid ${error.validationContext ?? 'request'}.`, fields });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}` }),
  );
}
