// What the pinned stack weighs before any shop code: a one-page app built the way the shop is
// built (Vite, React 19's API, react-router's data router, TanStack Query; docs/design.md#stack), measured
// like the shop's pages, once on React itself and once on Preact with the web app's own aliases
// (ADR 004). The home page's budget is compared with both in the page-weight report.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { repoRoot, webDir } from './paths.mjs';

/** A package as the web app resolves it (its build tools are the web workspace's). */
const importFromWeb = (name) =>
  import(pathToFileURL(createRequire(path.join(webDir, 'package.json')).resolve(name)).href);

const FLOOR_APP = `
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

function Page() {
  const parts = useQuery({ queryKey: ['parts'], queryFn: () => fetch('/api/part').then((r) => r.json()) });
  return <p><Link to="/">{parts.data ? parts.data.length + ' parts' : 'Loading…'}</Link></p>;
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
`;

/**
 * The web app's aliases for libraries (Preact under React's API, react-router's production build),
 * read from its own Vite config.
 */
async function shopAliases() {
  const { loadConfigFromFile } = await importFromWeb('vite');
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(webDir, 'vite.config.ts'),
    webDir,
    'silent',
  );
  const aliases = loaded?.config.resolve?.alias;
  if (!Array.isArray(aliases)) throw new Error('apps/web/vite.config.ts: resolve.alias is not a list');
  if (!aliases.some(({ replacement }) => String(replacement).startsWith('preact'))) {
    throw new Error('apps/web/vite.config.ts: no alias to Preact');
  }
  return aliases.filter(({ find }) => find !== '@');
}

/** Builds the one-page app (on React, or on Preact as the shop is) and returns its JavaScript, gzipped at level 9, in bytes. */
async function measure({ onPreact }) {
  // Inside the repository, so the app resolves the very packages the shop is built with.
  const root = path.join(repoRoot, 'node_modules', '.cache', `motoforge-stack-floor-${onPreact ? 'preact' : 'react'}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(path.join(root, 'main.jsx'), FLOOR_APP);
  const { build } = await importFromWeb('vite');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: (await shopAliases()).filter(({ replacement }) => onPreact || !String(replacement).startsWith('preact')),
    },
    oxc: { jsx: { runtime: 'automatic' } },
    build: { target: 'es2022', outDir: path.join(root, 'dist') },
  });
  const assets = path.join(root, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + zlib.gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
}

/** The one-page app's JavaScript on React 19 and on Preact, in gzipped bytes. */
export async function measureStackFloor() {
  return { react: await measure({ onPreact: false }), preact: await measure({ onPreact: true }) };
}
