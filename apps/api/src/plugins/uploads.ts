import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { HttpError, serviceUnavailable } from '../http-error.js';
import { isPhotoName, webpBesideAvif } from '../photos/photo-name.js';
import { type PhotoMetadata, type PhotoStore, PhotoStoreUnavailableError } from '../photos/photo-store.js';

/** A photo's name never changes what it holds: browsers and CDNs keep it for good (a year, HTTP's most). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A name that reaches outside the folder or for a hidden file: refused as @fastify/static refused it. */
const isPathTrick = (name: string) => /[/\\\0]/.test(name) || name.startsWith('.');

/**
 * An AVIF copy not made yet (a photo uploaded before AVIF copies were, until photos:migrate has
 * made them) is answered with the WebP copy beside it, which every browser that asks for AVIF
 * reads: a page never points at a missing photo (ADR 046). Browsers check it on every use, so
 * they move to the AVIF copy once it is there.
 */
const STAND_IN_CACHE_CONTROL = 'no-cache';

const cachingHeadersOf = (metadata: PhotoMetadata, isStandIn = false) => ({
  'cache-control': isStandIn ? STAND_IN_CACHE_CONTROL : CACHE_CONTROL,
  'last-modified': metadata.lastModified.toUTCString(),
  etag: metadata.etag,
});

const contentHeadersOf = (metadata: PhotoMetadata) => ({
  'content-type': metadata.contentType,
  'content-length': metadata.size,
});

const isConditional = (request: FastifyRequest) =>
  request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;

async function answer(photos: PhotoStore, request: FastifyRequest, reply: FastifyReply) {
  const name = (request.params as { '*': string })['*'];
  if (!isPhotoName(name)) {
    // HTTP's own words, as @fastify/static answered.
    if (isPathTrick(name)) throw new HttpError(403, 'Forbidden');
    return reply.callNotFound();
  }
  const standIn = webpBesideAvif(name);
  // HEAD and a revalidation need only the metadata: the photo is not read to be thrown away.
  if (request.method === 'HEAD' || isConditional(request)) {
    let metadata = await photos.stat(name);
    const isStandIn = !metadata && standIn !== null;
    if (isStandIn) metadata = await photos.stat(standIn);
    if (!metadata) return reply.callNotFound();
    const caching = cachingHeadersOf(metadata, isStandIn);
    if (fresh(request.headers, caching)) return reply.code(304).headers(caching).send();
    if (request.method === 'HEAD') return reply.headers({ ...caching, ...contentHeadersOf(metadata) }).send();
  }
  let photo = await photos.get(name);
  const isStandIn = !photo && standIn !== null;
  if (isStandIn) photo = await photos.get(standIn);
  if (!photo) return reply.callNotFound();
  // Sent on as it arrives from the store, never held whole.
  return reply
    .headers({ ...cachingHeadersOf(photo.metadata, isStandIn), ...contentHeadersOf(photo.metadata) })
    .send(photo.body);
}

/**
 * Uploaded product photos at `/uploads/<name>`, from whichever store this process started with
 * (ADR 035), with the same headers from each: content type and length, caching for good, and 304
 * for a copy that is still good (ETag or Last-Modified). A missing AVIF copy is answered with its
 * WebP one, checked on every use (ADR 046).
 */
export default async function uploads(app: FastifyInstance, { photos }: { photos: PhotoStore }) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      try {
        return await answer(photos, request, reply);
      } catch (error) {
        // The store has logged why; the browser learns only that the photo is not there for now.
        if (error instanceof PhotoStoreUnavailableError) throw serviceUnavailable();
        throw error;
      }
    },
  });
}
