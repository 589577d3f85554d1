import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertPhotoName, isPhotoName, photoContentTypeOf } from './photo-name.js';
import type { PhotoMetadata, PhotoStore } from './photo-store.js';

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

// @fastify/static's ETag, which served these files before: browsers keep their cached copies.
const metadataOf = (name: string, stats: Stats): PhotoMetadata => ({
  size: stats.size,
  contentType: photoContentTypeOf(name),
  lastModified: stats.mtime,
  etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
});

/** Photos as files in one folder (DATA_DIR/uploads): one server, or servers sharing a disk. */
export function createDiskPhotoStore(dir: string): PhotoStore {
  const fileOf = (name: string) => {
    assertPhotoName(name);
    return path.join(dir, name);
  };
  // The folder is DATA_DIR's and every name has passed assertPhotoName: no path leaves the folder.
  /* eslint-disable security/detect-non-literal-fs-filename */
  return {
    location: dir,

    async put(name, bytes) {
      const file = fileOf(name);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
    },

    async get(name) {
      const file = fileOf(name);
      const handle = await fs.open(file, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        // The stream closes the file when it ends or is destroyed (a client that went away).
        return { metadata: metadataOf(name, stats), body: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(name) {
      const stats = await fs.stat(fileOf(name)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return stats?.isFile() ? metadataOf(name, stats) : null;
    },

    async sizes() {
      const files = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const sizes = new Map<string, number>();
      for (const file of files) {
        if (!file.isFile() || !isPhotoName(file.name)) continue;
        const stats = await fs.stat(path.join(dir, file.name)).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
        if (stats) sizes.set(file.name, stats.size);
      }
      return sizes;
    },
  };
  /* eslint-enable security/detect-non-literal-fs-filename */
}
