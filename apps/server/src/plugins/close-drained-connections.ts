import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A graceful stop waits for every open connection, and a keep-alive connection whose request was in flight when the
 * stop began stays open after it has been answered (Node closes only the connections idle at that moment), so the
 * stop would wait for the client's keep-alive timeout and server.ts's 10 s limit would kill the process instead.
 * While closing, every connection is closed as soon as it is idle: in-flight requests are answered, then the
 * connection goes.
 */
export const closeDrainedConnectionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preClose', async () => {
      const server = app.server;
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      sweep.unref();
      server.once('close', () => clearInterval(sweep));
    });
  },
  { name: 'close-drained-connections' },
);
