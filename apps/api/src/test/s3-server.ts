import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver checks every request's signature against these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = {
  endpoint: string;
  /** Makes a bucket through the S3 API, as an operator would before pointing the shop at it. */
  createBucket(name: string): Promise<void>;
  /** The S3_* variables that point the shop at `bucket`. */
  envFor(bucket: string): Record<string, string>;
  /** The names and sizes of what `bucket` holds, as the S3 API lists them. */
  objectsIn(bucket: string): Promise<Map<string, number>>;
  /** The bytes of one object of `bucket`. */
  objectIn(bucket: string, key: string): Promise<Buffer>;
  close(): Promise<void>;
};

/** A local S3-compatible server (s3rver) on a free port, keeping its objects in a fresh folder. */
export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'motoforge-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    envFor: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    async objectsIn(bucket) {
      const objects = new Map<string, number>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) objects.set(object.Key, object.Size ?? 0);
        token = page.NextContinuationToken;
      } while (token);
      return objects;
    },
    async objectIn(bucket, key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
