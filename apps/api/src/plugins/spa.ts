import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPageRenderer, loadWebRenderer, type KeptAnswer } from '../pages/server-rendering.js';
import { createSignedInShell } from '../pages/signed-in-shell.js';
import { readAccountGarage } from '../services/garage/account-garage.js';

const REVALIDATE = 'public, max-age=0, must-revalidate';
/** A source map, or a compressed copy of one. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
/**
 * How long a browser keeps a file of the build, by its top folder; anything else (index.html,
 * robots.txt) is checked on every use.
 */
const CACHE_CONTROL = new Map([
  // Named by their content: a new build gives a changed file a new name.
  ['assets', 'public, max-age=31536000, immutable'],
  // The shop's artwork, under fixed names: kept a day, then used while it is checked in the
  // background for a week, so a returning visitor never waits on ~30 revalidations before the
  // pictures show. A changed picture reaches them within a day (rename it to make that at once).
  ['images', 'public, max-age=86400, stale-while-revalidate=604800'],
]);

/**
 * Serves the built SPA: hashed assets cached for good, artwork for a day, everything else checked
 * on every use, and index.html for any GET that is not an API call, so client-side routes load on
 * refresh. The public pages come rendered on the server (server-rendering.ts) when the build can
 * render them.
 */
export default async function spa(
  app: FastifyInstance,
  { webDist, keptAnswer, publicOrigin }: { webDist: string; keptAnswer?: KeptAnswer; publicOrigin?: string },
) {
  const indexFile = path.join(webDist, 'index.html');
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST comes from the environment
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}; run "npm run build". Serving the API only.`);
    return;
  }
  const renderer = await loadWebRenderer(webDist, app);
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST comes from the environment
  const template = fs.readFileSync(indexFile, 'utf8');
  const accountBikesOf = async (request: FastifyRequest) => {
    const user = await app.pageVisitorOf(request);
    return user ? (await readAccountGarage(app.db, user)).bikes : null;
  };
  const sendRenderedPage = renderer
    ? createPageRenderer(app, renderer, template, keptAnswer, publicOrigin, accountBikesOf)
    : undefined;
  const sendSignedInShell = renderer ? createSignedInShell(app, renderer, template, publicOrigin) : undefined;

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The server-rendering bundle is run here, not downloaded; the source maps are for the
    // benchmarks and for reading a stack trace, not for browsers (they would hand out the source).
    allowedPath: (pathName) => !pathName.startsWith('/server/') && !SOURCE_MAP.test(pathName),
    setHeaders(res, filePath) {
      const folder = path.relative(webDist, filePath).split(path.sep)[0];
      res.header('cache-control', CACHE_CONTROL.get(folder ?? '') ?? REVALIDATE);
    },
  });

  // Files in the build are routes of their own (wildcard: false); any other GET is a client route.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    // An API path, or a file that is not in the build (e.g. an old hashed asset), is a real 404.
    if (urlPath === '/api' || urlPath.startsWith('/api/') || /\.[A-Za-z0-9]+$/.test(urlPath))
      return reply.callNotFound();
    if (sendRenderedPage && (await sendRenderedPage(request, reply))) return reply;
    // A signed-in visitor's page carries their session and the page's data (ADR 066).
    if (sendSignedInShell && (await sendSignedInShell(request, reply, urlPath))) return reply;
    // A page in another language than English says so (`lang`) from its first byte.
    const shell = renderer?.shellFor(template, urlPath);
    if (shell !== undefined && shell !== template)
      return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(shell);
    return reply.sendFile('index.html');
  });
}
