import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Uploaded product photos: server-made names that never change, so they are cached for good. */
export default async function uploads(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- under DATA_DIR, from the environment
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    schemaHide: true,
  });
}
