import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, refusalOf, type ErrorResponse, type FieldError, type Refusal } from '@motoforge/contract';
import { sqlStateOf } from '../db/errors.js';
import { HttpError, isDatabaseUnavailable } from '../http-error.js';

/**
 * One place turns every failure into `{ success: false, message, code, params }` with the right
 * status, so no route can leak a stack trace or answer a 5xx for something the client sent. The
 * `code` and `params` of a refusal are its message's identity in the contract (message-codes.ts,
 * docs/architecture.md#errors): added here to every refusal, whoever sent it.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: FieldError[] = error.validation.map((issue) => ({
          field: fieldName(error.validationContext, issue.instancePath),
          message: issue.message,
          // zod's own words (a value of the wrong type) are no message of ours: a request the shop
          // cannot read, for a caller that branches on codes.
          ...(refusalOf(issue.message) ?? INVALID_REQUEST),
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
          ...(first ? { code: first.code, ...(first.params ? { params: first.params } : {}) } : INVALID_REQUEST),
          errors: fieldErrors,
        } satisfies ErrorResponse);
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ success: false, message: error.message });
      }
      // PostgreSQL's class 22 "data exception" (a NUL byte, a number out of range…) is bad input.
      if (sqlStateOf(error)?.startsWith('22')) {
        return reply.code(400).send({ success: false, message: messages.valueNotStorable });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ success: false, message: messages.serviceUnavailable });
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        const message = statusCode === 429 ? messages.tooManyRequests : publicClientMessage(error);
        // Fastify's own words for a request it could not take are a bad request to a caller.
        const identity = refusalOf(message) ?? BAD_REQUEST;
        return reply.code(statusCode).send({ success: false, message, ...identity } satisfies ErrorResponse);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ success: false, message: messages.serverError });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        success: false,
        message: messages.noSuchEndpoint(request.method, request.url.split('?')[0] ?? ''),
      }),
    );

    // Every refusal, from the handlers above or sent by a route itself (a file's rejected rows),
    // gets its message's code here, and each of its listed problems theirs. A callback, not an
    // async hook: every JSON answer passes here, and most are no refusal.
    app.addHook('preSerialization', (_request, _reply, payload: unknown, done) => done(null, withIdentities(payload)));
  },
  { name: 'errors' },
);

/**
 * `payload` with its message's code and params, and each of its problems' (`errors`), when it is a
 * refusal: for one a route sends outside a reply's serialization too (an import's NDJSON last line).
 */
export function withIdentities<Payload>(payload: Payload): Payload {
  if (!isRefusal(payload)) return payload;
  return {
    ...payload,
    ...identityOf(payload),
    ...(Array.isArray(payload.errors) ? { errors: payload.errors.map(withIdentity) } : {}),
  };
}

const INVALID_REQUEST: Refusal = { code: 'messages.invalidRequest' };
const BAD_REQUEST: Refusal = { code: 'messages.badRequest' };

type Refused = { success: false; message: string; code?: string; errors?: unknown };

const isRefusal = (payload: unknown): payload is Refused =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as { success?: unknown }).success === false &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * A refusal's identity: the one it has, its message's, or, for a field's refusal ("quantity: …"),
 * its first field's. Nothing for a text no table of the contract made.
 */
function identityOf(body: { message: string; code?: string; params?: unknown; errors?: unknown }): Refusal | object {
  if (body.code !== undefined) return {};
  const own = refusalOf(body.message);
  if (own) return own;
  const first: unknown = Array.isArray(body.errors) ? body.errors[0] : undefined;
  if (isProblem(first) && body.message.endsWith(`: ${first.message}`)) return refusalOf(first.message) ?? {};
  return {};
}

const isProblem = (value: unknown): value is { message: string; code?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

const withIdentity = (problem: unknown) =>
  isProblem(problem) && problem.code === undefined ? { ...problem, ...refusalOf(problem.message) } : problem;

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
