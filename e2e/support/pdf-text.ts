import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A downloaded PDF's text with pdf.js, its pieces joined by spaces: what a reader's copy gives. */
export async function downloadedPdfText(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const bytes = await readFile(await download.path());
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pieces: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) pieces.push(item.str);
  }
  await document.destroy();
  return { bytes, text: pieces.join(' ').replace(/\s+/g, ' ') };
}
