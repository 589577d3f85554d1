import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web build in a temporary folder: `index.html` and the server renderer
 * (`server/entry-server.js`) whose source is `renderer`. Its path goes in WEB_DIST.
 */
export function fakeWebDist(label: string, template: string, renderer: string): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), `motoforge-web-${label}-`));
  fs.mkdirSync(path.join(webDist, 'server'));
  fs.writeFileSync(path.join(webDist, 'index.html'), template);
  fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), renderer);
  return webDist;
}
