// What the pinned stack weighs before any shop code: a one-page app built the way the shop is
// built (Vite, React 19, react-router's data router, TanStack Query; DESIGN.md §1), measured like
// the shop's pages. The home page's budget is compared with it in the page-weight report.
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

/** Builds the one-page app and returns its JavaScript, gzipped at level 9, in bytes. */
export async function measureStackFloor() {
  // Inside the repository, so the app resolves the very packages the shop is built with.
  const root = path.join(repoRoot, 'node_modules', '.cache', 'motoforge-stack-floor');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(path.join(root, 'main.jsx'), FLOOR_APP);
  const { build } = await importFromWeb('vite');
  const { default: react } = await importFromWeb('@vitejs/plugin-react');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { target: 'es2022', outDir: path.join(root, 'dist') },
  });
  const assets = path.join(root, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + zlib.gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
}
