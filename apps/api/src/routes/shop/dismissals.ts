import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dismissalsCookieWith, dismissNoticeInputSchema, errorResponseSchema, sameSitePath } from '@motoforge/contract';

/**
 * The close buttons of the notices (dismissals.ts in the contract) are plain forms, so that a
 * visitor can close one from the first paint, before the page's scripts have run: on a slow phone
 * they arrive seconds after the page. The server remembers the choice in the same cookie the app
 * writes, and sends the visitor back to their page, which it then renders without the notice.
 */
/**
 * The form names the page by its path only (a rendered page does not depend on query parameters it
 * does not read); the browser's Referer for that same page on this host gives back its query
 * ("/login?redirectTo=%2Fdashboard"), so the visitor returns to exactly where they were.
 */
function withRefererQuery(target: string, referer: string | undefined, host: string): string {
  if (!referer) return target;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return target;
  }
  if (from.host !== host || from.pathname !== new URL(target, from).pathname) return target;
  return sameSitePath(`${from.pathname}${from.search}`) ?? target;
}

const dismissalRoutes: FastifyPluginAsyncZod = async (app) => {
  // What a form sends; only here, where a form is expected.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  app.post(
    '/dismissals',
    {
      schema: {
        tags: ['pages'],
        summary: 'Close a notice for good (a plain form), and go back to the page',
        consumes: ['application/x-www-form-urlencoded'],
        body: dismissNoticeInputSchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { notice, back } = request.body;
      const target = sameSitePath(back) ?? '/';
      reply.header('set-cookie', dismissalsCookieWith(request.headers.cookie, notice, request.protocol === 'https'));
      // 303: the browser follows with a GET. Only to a page of this site: never an open redirect.
      return reply.redirect(withRefererQuery(target, request.headers.referer, request.host), 303);
    },
  );
};

export default dismissalRoutes;
