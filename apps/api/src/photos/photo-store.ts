import type { Readable } from 'node:stream';

/** What a kept photo's HTTP answer needs to say about it. */
export type PhotoMetadata = {
  size: number;
  contentType: string;
  lastModified: Date;
  /** Quoted, as the ETag header carries it. */
  etag: string;
};

export type StoredPhoto = { metadata: PhotoMetadata; body: Readable };

/**
 * Where product photos are kept: the uploads folder under DATA_DIR, or an S3-compatible bucket
 * that several servers share (ADR 035). One is chosen at start-up; nothing else reads or writes
 * photos. Names are ours (photo-name.ts) and a photo, once put, never changes.
 */
export type PhotoStore = {
  /** Where the photos are, for messages: a folder or an endpoint and bucket. */
  readonly location: string;
  /** Keeps a photo under a new name. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The photo as a stream with its metadata, or null when there is none by that name. */
  get(name: string): Promise<StoredPhoto | null>;
  /** Whether the photo is there (its metadata) or not (null), without reading it. */
  stat(name: string): Promise<PhotoMetadata | null>;
  /** The size of every photo kept, by name (photos:migrate); files that are no photos of ours are left out. */
  sizes(): Promise<Map<string, number>>;
};

/** The store did not answer or refused us: nothing was kept or read, and trying later may work. */
export class PhotoStoreUnavailableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'PhotoStoreUnavailableError';
  }
}
