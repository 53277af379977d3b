import type * as OtelApi from '@opentelemetry/api';
import type * as RedisAdapterModule from '@socket.io/redis-adapter';
import { tracingEnabled } from '../telemetry/tracing-enabled';

type CreateAdapter = typeof RedisAdapterModule.createAdapter;
type RedisAdapterClass = typeof RedisAdapterModule.RedisAdapter;
type BroadcastOptions = Parameters<RedisAdapterModule.RedisAdapter['broadcast']>[1];
type BroadcastFlags = NonNullable<BroadcastOptions['flags']>;
/** The adapter's loop over the sockets one broadcast reaches (private in its types). */
type Deliver = (opts: BroadcastOptions, callback: (socket: unknown) => void) => void;

/** What travels with a broadcast: its W3C trace context and its event's name. */
interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
  event: string;
}
/**
 * The carrier rides in the broadcast's flags: they go to Redis with the packet and reach every process's delivery,
 * but socket.io never writes them to a client.
 */
const CARRIER_FLAG = 'traceContext';
type TracedFlags = BroadcastFlags & { [CARRIER_FLAG]?: TraceCarrier };

/** The event a socket.io packet carries (`[event, ...args]`). */
function eventOf(packet: unknown): string {
  const data = (packet as { data?: unknown } | null)?.data;
  return Array.isArray(data) && typeof data[0] === 'string' ? data[0] : 'packet';
}

/**
 * The Redis adapter with each broadcast made in a trace as a producer span, whose context goes to Redis with the
 * broadcast; each process that then delivers it to at least one socket (this one included) records a consumer span
 * in that same trace.
 */
function tracedAdapterClass(Base: RedisAdapterClass, api: typeof OtelApi): RedisAdapterClass {
  const { context, propagation, trace, SpanKind, ROOT_CONTEXT } = api;
  const tracer = trace.getTracer('kisansetu-socket.io');

  return class TracedRedisAdapter extends Base {
    constructor(...args: ConstructorParameters<RedisAdapterClass>) {
      super(...args);
      // Every broadcast's delivery, local or from another process, goes through this one loop.
      const deliver: Deliver = this['apply'].bind(this);
      this['apply'] = (opts: BroadcastOptions, callback: (socket: unknown) => void) => {
        const carrier = (opts.flags as TracedFlags | undefined)?.[CARRIER_FLAG];
        if (!carrier) return deliver(opts, callback);
        const startTime = performance.timeOrigin + performance.now();
        let sockets = 0;
        deliver(opts, (socket) => {
          sockets += 1;
          callback(socket);
        });
        // A process holding none of the rooms has delivered nothing worth a span.
        if (sockets === 0) return;
        tracer
          .startSpan(
            `socket.io deliver ${carrier.event}`,
            {
              kind: SpanKind.CONSUMER,
              startTime,
              attributes: { 'socket.io.event': carrier.event, 'socket.io.sockets': sockets },
            },
            propagation.extract(ROOT_CONTEXT, carrier),
          )
          .end();
      };
    }

    override broadcast(packet: unknown, opts: BroadcastOptions): void {
      // Outside a trace (presence lists sent from a heartbeat) a broadcast starts none.
      if (!trace.getSpanContext(context.active())) return super.broadcast(packet, opts);
      const event = eventOf(packet);
      tracer.startActiveSpan(
        `socket.io emit ${event}`,
        { kind: SpanKind.PRODUCER, attributes: { 'socket.io.event': event } },
        (span) => {
          try {
            const carrier: TraceCarrier = { event };
            propagation.inject(context.active(), carrier);
            const flags: TracedFlags = { ...opts.flags, [CARRIER_FLAG]: carrier };
            super.broadcast(packet, { ...opts, flags });
          } finally {
            span.end();
          }
        },
      );
    }
  };
}

/**
 * socket.io's Redis adapter factory, as `@socket.io/redis-adapter` exports it; with tracing on, one whose broadcasts
 * carry their trace to every process that delivers them. Without tracing, neither the OpenTelemetry API nor the
 * wrapper is loaded.
 */
export async function loadRedisAdapter(): Promise<CreateAdapter> {
  const { createAdapter, RedisAdapter } = await import('@socket.io/redis-adapter');
  if (!tracingEnabled()) return createAdapter;
  const Traced = tracedAdapterClass(RedisAdapter, await import('@opentelemetry/api'));
  // socket.io calls the namespace's factory with `new`, which an arrow function refuses.
  return (pubClient, subClient, opts) =>
    function tracedAdapter(nsp: unknown) {
      return new Traced(nsp, pubClient, subClient, opts);
    };
}
