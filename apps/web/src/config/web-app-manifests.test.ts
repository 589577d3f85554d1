import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
};

const read = (file: string) => readFileSync(path.join(import.meta.dirname, '..', '..', 'public', file), 'utf8');
const manifestOf = (file: string) => JSON.parse(read(file)) as Manifest;

describe('the web app manifests (public/)', () => {
  const english = manifestOf('manifest.webmanifest');
  const bangla = manifestOf('manifest-bn.webmanifest');

  it('install one shop, in English or in Bangla, starting on the home page of its language', () => {
    expect([english.lang, english.start_url]).toEqual(['en', '/']);
    expect([bangla.lang, bangla.start_url]).toEqual(['bn', '/bn']);
    expect(bangla.name).toMatch(/[\u0980-\u09FF]/);
    for (const manifest of [english, bangla]) {
      expect(manifest).toMatchObject({ id: '/', scope: '/', display: 'standalone', short_name: 'MotoForge' });
      // The same colour as index.html's theme-color.
      expect(read('../index.html')).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    }
    expect(bangla.icons).toEqual(english.icons);
  });

  it('have the icons an installed app needs, each a file of public/', () => {
    const icons = english.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
    for (const icon of english.icons) expect(() => read(icon.src.slice(1))).not.toThrow();
  });
});
