import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** `motoforge-catalogue` → `motoforge-catalogue-2026-11-29.csv`: an export's name, dated today (UTC). */
export const datedCsvName = (base: string) => `${base}-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Sends a file to download, kept by no cache: every download is an admin's or one account's. Through
 * the untyped reply: the typed one takes only the bodies its response schemas describe, which a
 * stream or a PDF is not.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; name: string; body: Buffer | string | Readable },
): void {
  reply
    .header('content-type', file.type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);
}
