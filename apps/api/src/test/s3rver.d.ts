/** The parts of s3rver 3.7.1 (no types of its own) that the tests start a local S3 with. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export = S3rver;
}
