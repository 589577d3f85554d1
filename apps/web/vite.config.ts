/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The built index.html starts the app through boot.js after the first paint instead of asking for
 * every chunk in <head>: on a slow link the server-rendered page, its CSS and its images come first.
 * boot.js goes out under a name with its content's hash, like the chunks, so a returning visitor's
 * browser starts it from its cache instead of checking it with the server first.
 */
function startAfterFirstPaint(): Plugin {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- a file of this repository
  const source = readFileSync(fileURLToPath(new URL('./boot.js', import.meta.url)), 'utf8');
  const fileName = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  return {
    name: 'motoforge:start-after-first-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html: the built entry script was not found');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let result = html.replace(entry[0], '');
        for (const preload of preloads) result = result.replace(preload[0], '');
        const boot =
          `<script type="module" src="/${fileName}" data-entry="${entry[1]}" ` +
          `data-preload="${preloads.map((preload) => preload[1]).join(' ')}"></script>\n  `;
        return result.replace('</head>', `${boot}</head>`);
      },
    },
  };
}

/** Bangla's texts and font (locales/bn). */
const BANGLA_MODULE = /[\\/]src[\\/]locales[\\/]bn[\\/]/;

/** The modules the offline page starts from (docs/architecture.md#installable-and-offline). */
const OFFLINE_SHELL_MODULES = [
  /[\\/]src[\\/]app[\\/]routes[\\/]offline\.tsx$/,
  /[\\/]src[\\/]locales[\\/]bn[\\/](start|index|offline|font)\.ts$/,
];

/**
 * The offline shell: what the service worker precaches so that the offline page starts without a
 * connection, and nothing more (not every page's chunk, not the photos). The two fallback documents
 * are the built index.html marked `data-offline` (main.tsx shows the offline page for it), one per
 * language; the files are the entry chunk, the offline page's and Bangla's chunks, what they
 * import, and their CSS, read from the bundle rather than guessed from names. `files` is filled
 * while the bundle is written, before the service worker is generated from it.
 */
function offlineShell() {
  const files = new Set<string>(['offline.html', 'offline-bn.html']);
  let outDir = '';
  const plugin: Plugin = {
    name: 'motoforge:offline-shell',
    // The browser's build only: the server-rendering build has no index.html of its own.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const add = (chunk: Rolldown.OutputChunk | undefined) => {
        if (!chunk || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) add(chunks.find((candidate) => candidate.fileName === imported));
      };
      for (const chunk of chunks) {
        const module = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || OFFLINE_SHELL_MODULES.some((pattern) => pattern.test(module))) add(chunk);
      }
      for (const item of Object.values(bundle))
        if (item.type === 'asset' && /^assets\/(boot-|noto-sans-bengali-.*\.woff2$)/.test(item.fileName))
          files.add(item.fileName);
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- the build's own output
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const [file, language] of [
        ['offline.html', 'en'],
        ['offline-bn.html', 'bn'],
      ] as const) {
        const shell = index.replace('<html lang="en"', `<html lang="${language}" data-offline`);
        if (shell === index) throw new Error('index.html: <html lang="en" was not found');
        const manifest = language === 'bn' ? shell.replace('/manifest.webmanifest', '/manifest-bn.webmanifest') : shell;
        // eslint-disable-next-line security/detect-non-literal-fs-filename -- the build's own output
        writeFileSync(path.join(outDir, file), manifest);
      }
    },
  };
  return { plugin, files };
}

/**
 * The service worker (ADR 062): sw/sw.ts, with Workbox's precaching and routing, built by
 * vite-plugin-pwa, which writes the offline shell's files into it. A new version waits until the
 * visitor reloads (lib/service-worker-update.tsx), so a tab never runs one build's code with another's.
 */
function serviceWorker(shell: Set<string>) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // boot.js registers it, after the page has loaded: no registration code in the first load.
    injectRegister: false,
    registerType: 'prompt',
    // One manifest per language, in public/ (a plugin's manifest is one language's).
    manifest: false,
    injectManifest: {
      globPatterns: ['offline*.html', 'assets/*.{js,css,woff2}'],
      manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] })],
      // Named by their content: no revision query needed to tell versions apart.
      dontCacheBustURLsMatching: /^assets\//,
      rollupFormat: 'iife',
      sourcemap: false,
    },
  });
}

/**
 * The app is written against React's API and runs on Preact's (ADR 004): React 19's react-dom
 * alone weighs 65 kB gzipped, more than half of home's 100 kB budget; Preact with its React layer
 * weighs 10. Every import of React, in our code and in the libraries (react-router, TanStack Query,
 * react-hook-form, react-toastify, Stripe's React components), resolves to preact/compat, in the
 * browser build, the server-rendering build and the tests alike. TypeScript still checks the code
 * against React's types: it is the API the code is written to.
 */
const preact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

/** A file of an installed package, found the way Node finds the package. */
const packageFile = (name: string, file: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), file);

const shell = offlineShell();

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), startAfterFirstPaint(), shell.plugin, serviceWorker(shell.files)],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preact,
      // react-router's package points every import at its development build, whose only difference
      // is that its warnings for developers are on: the build takes the production one.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: packageFile('react-router', 'dist/production/index.mjs') }]
        : []),
    ],
    // Read the shared contract from its TypeScript source; no separate build step for the web app.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // Maps are written beside the chunks for bench/page-weight.mjs (which reads their `sources`)
    // and for reading a stack trace, but not named in the chunks, without the source text, and
    // never served (apps/api/src/plugins/spa.ts): a browser gets no copy of the source.
    sourcemap: 'hidden',
    // Vite's modulepreload polyfill fetches a lazy page's chunks ahead for browsers without
    // <link rel="modulepreload"> (Safari before 17, Firefox before 115); there they now come as the
    // page imports them, a round trip later. It cost every page 0.3 kB gzipped in the first chunk,
    // for browsers the shop's visitors hardly use (docs/performance.md#page-weight-2026-11-29).
    modulePreload: { polyfill: false },
    // Everything the entry imports before the first page renders goes into one chunk ("app"):
    // as 20 small chunks it cost every page 7 kB more gzipped, and 20 requests. Lazy pages and the
    // code only some pages use (forms, Stripe, the dashboard) stay in chunks of their own. The HTML
    // entry and main.tsx stay out, so the entry chunk is still what boot.js starts.
    rolldownOptions: {
      onLog(level, log, handler) {
        // Libraries' "use client" markers mean nothing in a bundle, and react-router looks for
        // React 19's useOptimistic and carries on without it when it is absent, as under Preact.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`')) return;
        handler(level, log);
      },
      output: {
        sourcemapExcludeSources: true,
        // Bangla's chunks say so in their names: the service worker keeps them for Bangla's visitors only (sw/sw.ts).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.every((id) => BANGLA_MODULE.test(id) || /\.woff2\?url$/.test(id))
            ? 'assets/bn-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/[\\/](index\.html|main\.tsx)$/.test(id) }],
        },
      },
    },
  },
  // The server-rendering build (entry-server.tsx, run by the API server): one self-contained file,
  // so it runs wherever the web build is copied to.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  test: {
    // Which files run, and how, is set by the projects in the root's vitest.config.ts.
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // A test's first render loads its modules through Vite; on a machine busy with other work that
    // alone has taken over five seconds (vitest's default). A test that hangs still fails.
    testTimeout: 20_000,
    css: false,
    // Testing Library's ESM build: the CommonJS one that Node picks would require() React past the aliases.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: packageFile('@testing-library/react', 'dist/@testing-library/react.esm.js'),
      },
    ],
    // Vitest leaves libraries to Node, which would load React itself for them: these go through
    // Vite instead, so their React is Preact too, as in the build.
    server: {
      deps: {
        inline: [
          '@testing-library/react',
          'react-router',
          '@tanstack/react-query',
          'react-hook-form',
          '@hookform/resolvers',
          'react-toastify',
          '@stripe/react-stripe-js',
        ],
      },
    },
  },
}));
