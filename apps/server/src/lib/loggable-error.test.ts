import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { failureLogFields, serializeFailure } from './loggable-error';

/** A failed statement as Drizzle reports it: its message holds the SQL and the parameters. */
function failedQuery(): Error {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  return Object.assign(
    new Error('Failed query: select "id" from "users" where "email" = $1\nparams: sunita@gmail.com', {
      cause,
    }),
    { query: 'select "id" from "users" where "email" = $1', params: ['sunita@gmail.com'] },
  );
}

describe('what a failure may put in the log', () => {
  it("keeps a failed statement's kind and code, never its SQL or parameters, through the logger's err serializer", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { stream, serializers: { err: serializeFailure } } });
    app.log.error({ err: failedQuery(), reqId: 'req-7' }, 'request errored');
    await app.close();
    const line = JSON.parse(lines[0]!) as { err: Record<string, unknown>; reqId: string };
    expect(line.reqId).toBe('req-7');
    expect(line.err).toMatchObject({ type: 'Error', code: 'ECONNREFUSED' });
    expect(lines[0]).not.toMatch(/sunita|select|users/);
  });

  it('keeps the message and stack of a programming error, which its fix needs', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'price')");
    expect(serializeFailure(bug)).toMatchObject({ type: 'TypeError', message: bug.message });
    expect(serializeFailure(bug).stack).toContain('loggable-error.test.ts');
    expect(failureLogFields(bug)).toEqual({ err: bug });
    expect(JSON.stringify(failureLogFields(failedQuery()))).not.toMatch(/sunita|select/);
  });
});
