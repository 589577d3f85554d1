// The ceiling the API benchmark compares with: a bare Fastify (the API's own copy) answering the
// benchmarked routes with the exact bytes the shop answered, from memory. Nothing a real route
// does (auth, validation, a database, headers) is here, so no route of the shop can be faster.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { apiDir } from './lib/paths.mjs';

const fastifyEntry = createRequire(`${apiDir}package.json`).resolve('fastify');
const { default: Fastify } = await import(pathToFileURL(fastifyEntry).href);

/** { part, review, purchase, booking }: the response bodies, written by api.mjs. */
const bodies = JSON.parse(await readFile(process.env.CEILING_BODIES, 'utf8'));

const app = Fastify({ logger: false });
const json = (body) => (_request, reply) => reply.type('application/json; charset=utf-8').send(body);
app.get('/api/part', json(bodies.part));
app.get('/api/review', json(bodies.review));
app.get('/api/purchase/:id', json(bodies.purchase));
// The body is parsed, as the shop must; the answer is a recorded one.
app.post('/api/booking', json(bodies.booking));
app.get('/ready', json('{}'));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
