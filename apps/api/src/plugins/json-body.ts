import type { FastifyInstance } from 'fastify';
import { messages } from '@motoforge/contract';
import { badRequest } from '../http-error.js';

/**
 * How deeply a JSON body may nest. The shop's deepest body (a card payment's billing details) is
 * three levels; 32 leaves room for any client while keeping every later walk of the parsed body
 * (better-auth's forwarding serialises it again, zod validates it, the logger may print it) far
 * from the call-stack limit a body nested thousands deep reached.
 */
export const JSON_DEPTH_MAX = 32;

/**
 * Whether `text` opens more than `max` arrays or objects inside each other, read in one pass
 * without recursion, so the check cannot itself run out of stack. Brackets inside strings are text.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth -= 1;
  }
  return false;
}

/**
 * Every JSON body of every route is parsed here: refused with 400 when it nests deeper than
 * JSON_DEPTH_MAX, otherwise parsed by Fastify's own parser (its prototype-poisoning checks kept).
 * A route that needs the raw bytes (the Stripe webhook) still sets its own parser in its scope.
 */
export function limitJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, JSON_DEPTH_MAX)) {
      done(badRequest(messages.jsonTooDeep(JSON_DEPTH_MAX)), undefined);
      return;
    }
    parse(request, text, done);
  });
}
