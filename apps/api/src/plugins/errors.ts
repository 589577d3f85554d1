import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type ErrorResponse, type FieldError } from '@motoforge/contract';
import { sqlStateOf } from '../db/errors.js';
import { HttpError, isDatabaseUnavailable } from '../http-error.js';

/**
 * One place turns every failure into `{ success: false, message }` with the right status, so no
 * route can leak a stack trace or answer a 5xx for something the client sent.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: FieldError[] = error.validation.map((issue) => ({
          field: fieldName(error.validationContext, issue.instancePath),
          message: issue.message,
        }));
        const first = fieldErrors[0];
        // An unknown key's issue belongs to no field and its message names the key itself.
        const isUnknownKey = error.validation[0]?.keyword === 'unrecognized_keys';
        return reply.code(400).send({
          success: false,
          message: first
            ? isUnknownKey
              ? first.message
              : `${first.field}: ${first.message}`
            : messages.invalidRequest,
          errors: fieldErrors,
        } satisfies ErrorResponse);
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ success: false, message: error.message } satisfies ErrorResponse);
      }
      // PostgreSQL's class 22 "data exception" (a NUL byte, a number out of range…) is bad input.
      if (sqlStateOf(error)?.startsWith('22')) {
        return reply.code(400).send({
          success: false,
          message: messages.valueNotStorable,
        } satisfies ErrorResponse);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ success: false, message: messages.serviceUnavailable } satisfies ErrorResponse);
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        const message = statusCode === 429 ? messages.tooManyRequests : publicClientMessage(error);
        return reply.code(statusCode).send({ success: false, message } satisfies ErrorResponse);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ success: false, message: messages.serverError } satisfies ErrorResponse);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        success: false,
        message: messages.noSuchEndpoint(request.method, request.url.split('?')[0] ?? ''),
      } satisfies ErrorResponse),
    );
  },
  { name: 'errors' },
);

function fieldName(context: string | undefined, instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (field) return field;
  return context ?? 'request';
}

/** Fastify's own 4xx messages are safe to show, but name no internals. */
function publicClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.bodyNotJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.contentTypeUnsupported;
    default:
      return error.message || messages.badRequest;
  }
}
