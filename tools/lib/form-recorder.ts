import http from 'node:http';
import { listen, readFields, type Fields } from './http.js';

/**
 * For tests: a server that stands where the shop's IPN URL would be, records every form posted
 * to it and answers 200 (or `status`).
 */
export async function startFormRecorder(status = 200) {
  const posts: { path: string; contentType: string | null; fields: Fields }[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://recorder');
    void readFields(request, url).then((fields) => {
      posts.push({ path: url.pathname, contentType: request.headers['content-type'] ?? null, fields: fields.body });
      response.writeHead(status).end();
    });
  });
  const running = await listen(server, 0, '127.0.0.1');
  return { url: running.url, posts, close: running.close };
}
