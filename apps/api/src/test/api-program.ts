import fs from 'node:fs';
import path from 'node:path';

/** apps/api: the working directory of a program the tests start. */
export const apiRoot = path.resolve(import.meta.dirname, '..', '..');

/** The projects the compiled API is built from: the API and the contract it imports. */
const projects = [
  { root: apiRoot, skip: [path.join(apiRoot, 'src', 'test')] },
  { root: path.resolve(apiRoot, '..', '..', 'packages', 'contract'), skip: [] },
];

/** The time of a file's last change, 0 when there is none. */
const changedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Whether a project's build holds its sources as they are now: `tsc -b` writes the build info
 * whenever it rebuilds anything (the outputs it rewrites are only those that changed), so the build
 * is current when that file is newer than every source file the build takes in.
 */
function isBuilt({ root, skip }: { root: string; skip: string[] }): boolean {
  const builtAt = changedAt(path.join(root, 'tsconfig.tsbuildinfo'));
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .filter((entry) => !skip.some((dir) => entry.parentPath.startsWith(dir)))
    .every((entry) => changedAt(path.join(entry.parentPath, entry.name)) <= builtAt);
}

let built: boolean | undefined;

/**
 * Node's arguments to run one of the API's programs (`server`, `cli/admin`…) as a process of its
 * own: the compiled file when the build holds the sources as they are (`npm test` builds first),
 * else the source through tsx, so a test never runs stale code. The compiled program starts in a
 * third of tsx's time, which the tests that start many processes feel (docs/testing.md#the-api-tests).
 */
export function apiProgram(entry: string): string[] {
  built ??= projects.every(isBuilt);
  return built
    ? [path.join(apiRoot, 'dist', `${entry}.js`)]
    : ['--import', 'tsx', '--conditions=source', `src/${entry}.ts`];
}
