import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line a request (method, path without query, status, time), instead of Fastify's two; no headers, so
 * cookies and tokens never reach the logs. Never the query either: near-me requests carry the browser's position
 * (`lat`, `lon`), which is used for that one query and must not be kept anywhere, logs included.
 */
export class OneLineLogController extends LogController {
  /** `answered` is told every answer's route pattern (`unmatched` when no route took it), status and time. */
  constructor(
    private readonly answered: (method: string, route: string, status: number, ms: number) => void = () =>
      undefined,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    this.answered(line.method, request.routeOptions.url ?? 'unmatched', line.status, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
