import type { FastifyReply } from 'fastify';

/** The success envelope of every `/api/v1` answer, made here only (failures: plugins/error-handler.ts). */
export function ok(message: string): { success: true; message: string };
export function ok<T>(message: string, data: T): { success: true; message: string; data: T };
export function ok<T>(message: string, data?: T): { success: true; message: string; data?: T } {
  return data === undefined ? { success: true, message } : { success: true, message, data };
}

/**
 * Sends an envelope already serialized by the route's own response serializer (a cached answer's bytes; the zod
 * type provider cannot see them).
 */
export function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
