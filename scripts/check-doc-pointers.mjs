#!/usr/bin/env node
/*
 * Fails when a tracked file points at documentation the repository does not have:
 *
 * - any mention of the design note or the spec that lived outside the repository (this script,
 *   which must name them, is not checked): the design is in docs/design.md and the product in
 *   docs/product.md;
 * - a `docs/<path>` pointer whose file or folder does not exist, or whose `#anchor` names no
 *   heading of that Markdown file;
 * - in docs/ and the READMEs, a relative Markdown link that leads nowhere.
 *
 * The SQL migrations are left alone: a migration applied somewhere must never change, so an old
 * comment in one is allowed. Run by `npm run lint`; `node scripts/check-doc-pointers.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const self = path.relative(root, import.meta.filename);
const outsideFiles = /\b(?:DESIGN|SPEC)\.md\b/;
/** Files that may keep what they say: applied migrations never change. */
const allowed = [/^apps\/api\/drizzle\/.*\.sql$/];

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && file !== self && !allowed.some((pattern) => pattern.test(file)));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
const slugOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsCache = new Map();
/** The anchors of a Markdown file's headings, duplicates numbered as GitHub numbers them. */
function anchorsOf(file) {
  if (!anchorsCache.has(file)) {
    const anchors = new Set();
    const seen = new Map();
    let fenced = false;
    for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const slug = slugOf(heading[1].replace(/`/g, ''));
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    anchorsCache.set(file, anchors);
  }
  return anchorsCache.get(file);
}

/** Why `target` (a path from the repository's root, with an optional #anchor) leads nowhere. */
function problemWith(target) {
  const [filePart, anchor] = target.split('#');
  const file = path.normalize(filePart).replace(/\/$/, '');
  if (!existsSync(path.join(root, file))) return 'no such file';
  if (anchor && file.endsWith('.md') && statSync(path.join(root, file)).isFile()) {
    if (!anchorsOf(file).has(anchor)) return `no heading #${anchor}`;
  }
  return null;
}

/** `docs/…` not inside another path (`/api/docs/json`), but `../docs/…` counts. */
const docsPointer = /docs\/[\w./#-]+/g;
const markdownLink = /\]\(([^)\s]+)\)/g;

const offenders = [];
for (const file of tracked) {
  let text;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // a tracked file deleted in the work tree
  }
  if (text.includes('\0')) continue; // binary
  const lines = text.split('\n');
  const isMarkdown = file.endsWith('.md');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (outsideFiles.test(line)) offenders.push(`${where}: names a file outside the repository; point into docs/`);
    for (const { 0: match, index } of line.matchAll(docsPointer)) {
      const before = line.slice(0, index);
      if (/[\w/.-]$/.test(before) && !before.endsWith('../')) continue;
      const pointer = match.replace(/\.+$/, ''); // a sentence's full stop
      const problem = problemWith(pointer);
      if (problem) offenders.push(`${where}: ${pointer}: ${problem}`);
    }
    if (!isMarkdown) return;
    for (const [, link] of line.matchAll(markdownLink)) {
      if (/^[a-z][a-z+.-]*:/i.test(link) || link.startsWith('/')) continue; // a URL, or a page of the shop
      const [linkPath, anchor] = link.split('#');
      const target = linkPath ? path.join(path.dirname(file), linkPath) : file;
      if (target.startsWith('..')) continue; // outside the repository
      const problem = problemWith(anchor ? `${target}#${anchor}` : target);
      if (problem) offenders.push(`${where}: ${link}: ${problem}`);
    }
  });
}

const unique = [...new Set(offenders)];
if (unique.length > 0) {
  console.error(`Pointers to documentation the repository does not have (${unique.length}):`);
  for (const offender of unique) console.error(`  ${offender}`);
  process.exit(1);
}
console.log(`Doc pointers: ${tracked.length} files checked, every pointer leads somewhere.`);
