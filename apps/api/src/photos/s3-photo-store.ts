import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertPhotoName, isPhotoName, photoContentTypeOf } from './photo-name.js';
import { type PhotoMetadata, type PhotoStore, PhotoStoreUnavailableError } from './photo-store.js';
import type { FailureLog, S3Settings } from './s3-settings.js';

function s3ClientFor(settings: S3Settings) {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Since 3.729 the SDK adds a CRC32 checksum to every upload (as aws-chunked trailers for a
    // streamed body), which servers other than AWS may refuse, or keep as part of the object.
    // Checksums only where an operation requires one (ADR 035).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A bucket that does not answer fails the request in seconds, not the system's minutes.
      connectionTimeout: 3_000,
      socketTimeout: 30_000,
      // Each photo being sent to a browser holds a connection to the bucket until it is sent;
      // the SDK's default of 50 would queue the 51st photo behind slow downloads.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Node's connection errors may carry no message (an AggregateError for IPv4 and IPv6). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return error.message || (typeof code === 'string' ? code : error.name);
}

/** Photos as objects in one S3-compatible bucket, each under its own name. */
export function createS3PhotoStore(settings: S3Settings, log?: FailureLog): PhotoStore {
  const client = s3ClientFor(settings);
  const { bucket } = settings;
  const location = `bucket ${bucket} at ${settings.endpoint}`;

  const unavailable = (action: string, error: unknown) => {
    log?.error({ err: error, bucket, endpoint: settings.endpoint }, `photo storage failed to ${action}`);
    return new PhotoStoreUnavailableError(`The photo storage (${location}) failed to ${action}: ${reasonOf(error)}`, {
      cause: error,
    });
  };

  const metadataOf = (
    name: string,
    action: string,
    answer: { ContentLength?: number; LastModified?: Date; ETag?: string },
  ): PhotoMetadata => {
    const { ContentLength, LastModified, ETag } = answer;
    if (ContentLength === undefined || !LastModified || !ETag)
      throw unavailable(action, new Error('the answer had no Content-Length, Last-Modified or ETag'));
    return {
      size: ContentLength,
      contentType: photoContentTypeOf(name),
      lastModified: LastModified,
      etag: ETag,
    };
  };

  return {
    location,

    async put(name, bytes) {
      assertPhotoName(name);
      await client
        .send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: bytes, ContentType: photoContentTypeOf(name) }))
        .catch((error: unknown) => {
          throw unavailable(`keep ${name}`, error);
        });
    },

    async get(name) {
      assertPhotoName(name);
      const action = `read ${name}`;
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name })).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw unavailable(action, error);
      });
      if (!answer) return null;
      // In Node the body is the HTTP response itself: it is passed on as it arrives, never held whole.
      if (!(answer.Body instanceof Readable)) throw unavailable(action, new Error('the answer had no body'));
      const body = answer.Body;
      try {
        return { metadata: metadataOf(name, action, answer), body };
      } catch (error) {
        body.destroy();
        throw error;
      }
    },

    async stat(name) {
      assertPhotoName(name);
      const action = `look up ${name}`;
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name })).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw unavailable(action, error);
      });
      return answer && metadataOf(name, action, answer);
    },

    // A thousand objects to a request.
    async sizes() {
      const sizes = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
          .catch((error: unknown) => {
            throw unavailable('list the bucket', error);
          });
        for (const object of page.Contents ?? [])
          if (object.Key && isPhotoName(object.Key)) sizes.set(object.Key, object.Size ?? 0);
        token = page.NextContinuationToken;
      } while (token);
      return sizes;
    },
  };
}
