import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_STATE_ELEMENT_ID, SSR_STATE_ELEMENT_ID, toScriptJson, toSessionUser } from '@motoforge/contract';
import { isAdmin } from '../services/users/is-admin.js';
import type { WebRenderer } from './server-rendering.js';

/**
 * A page for one visitor only: never kept by the browser's cache or any cache between it and the
 * shop, and never answered from a cache for another visitor's cookie.
 */
export const PRIVATE_PAGE = 'private, no-store';

/**
 * The shell of a page the browser renders (index.html), for a visitor whose request carries a
 * session cookie (issue 36, ADR 066): when the session is live, with get-session's own answer for
 * that cookie, the admin flag and the answers to the page's signed-in reads (the web's
 * signedInPrefetchesFor), asked of this server with that session; the pages of issue 36 come
 * rendered with them for that visitor (renderSignedInPage), the others as the shell with them, so
 * the app shows the page without a call first. Sent `private, no-store`, varying on the cookie. A cookie that names no live
 * session gets the plain shell (no-store too: it answered a cookie). Returns false for a request
 * without a session cookie: the caller sends the shell every guest gets.
 */
export function createSignedInShell(
  app: FastifyInstance,
  renderer: WebRenderer,
  template: string,
  /** The shop's public origin (PUBLIC_URL), as the public pages are rendered with. */
  publicOrigin = 'http://localhost',
) {
  const readAs = async (apiPath: string, token: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    return answer.statusCode === 200 ? (JSON.parse(answer.body) as unknown) : undefined;
  };

  /** The page's reads, answered for this visitor; one that failed is left out (the page asks again). */
  const prefetchedFor = async (
    request: FastifyRequest,
    urlPath: string,
    token: string,
    visitor: { email: string; isAdmin: boolean },
  ) => {
    const query = new URLSearchParams(request.url.slice(urlPath.length));
    const prefetches = renderer.signedInPrefetchesFor?.(urlPath, query, visitor) ?? [];
    const answers = await Promise.all(prefetches.map((prefetch) => readAs(prefetch.apiPath, token)));
    return prefetches.flatMap((prefetch, index) =>
      answers[index] === undefined ? [] : [{ queryKey: prefetch.queryKey, data: answers[index] }],
    );
  };

  /** The page rendered for the visitor when the web build renders it; undefined when it does not, or fails. */
  const renderedFor = async (
    request: FastifyRequest,
    options: Parameters<NonNullable<WebRenderer['renderSignedInPage']>>[0],
  ) => {
    try {
      return await renderer.renderSignedInPage?.(options);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; sending the signed-in page unrendered');
      return undefined;
    }
  };

  return async function sendSignedInShell(request: FastifyRequest, reply: FastifyReply, urlPath: string) {
    const read = await app.pageSessionOf(request);
    if (!read) return false;
    const shell = renderer.shellFor(template, urlPath);
    const { session, setCookies } = read;
    // better-auth extends a session read late in its life, and says so in a cookie, as get-session does.
    for (const cookie of setCookies) reply.header('set-cookie', cookie);
    reply.type('text/html; charset=utf-8').header('cache-control', PRIVATE_PAGE).header('vary', 'cookie');
    if (!session) {
      await reply.send(shell);
      return true;
    }
    const user = toSessionUser(session.user);
    const visitor = { email: user.email, isAdmin: await isAdmin(app.db, user.email, user) };
    const prefetched = await prefetchedFor(request, urlPath, session.session.token, visitor);
    // The session as get-session's JSON has it (its dates as ISO strings).
    const sessionJson: unknown = JSON.parse(JSON.stringify(session));
    const sessionScript = `<script type="application/json" id="${SESSION_STATE_ELEMENT_ID}">${toScriptJson({ session: sessionJson, isAdmin: visitor.isAdmin })}</script>`;
    // A fixed origin, the shop's public one: the Host header is the client's word.
    const url = `${publicOrigin}${request.url}`;
    const rendered = await renderedFor(request, {
      template,
      url,
      prefetched,
      session: sessionJson,
      isAdmin: visitor.isAdmin,
    });
    const state = rendered === undefined ? renderer.signedInStateOf?.(prefetched) : undefined;
    const scripts =
      sessionScript +
      (state === undefined
        ? ''
        : `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${toScriptJson(state)}</script>`);
    const page = rendered ?? shell;
    await reply.send(page.includes('</body>') ? page.replace('</body>', () => `${scripts}</body>`) : page + scripts);
    return true;
  };
}
