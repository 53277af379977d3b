// The baseline of the API bench: a bare Fastify hello-world (no plugins, no logger) in its own process, on the same
// Fastify version as the server. PORT and HOST from the environment; prints "listening <port>" when ready.
// With SAME_BODY_FILE, GET /same-bytes sends that file's bytes as JSON: the fair baseline for a route whose cost is
// mostly sending its body (product/new against a bare route sending the same bytes).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.SAME_BODY_FILE) {
  const body = readFileSync(process.env.SAME_BODY_FILE);
  app.get('/same-bytes', (request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
}
const stop = () => void app.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${app.server.address().port}\n`);
