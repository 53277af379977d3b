import type { FastifyRequest } from 'fastify';
import type { Visitor } from './listing-stats.service';

/** Link previews, search engines and other robots: their fetch of a listing is nobody looking at it. */
const ROBOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|lighthouse/i;

/** Who is opening a listing with this request, or null for a robot. */
export async function visitorOf(request: FastifyRequest): Promise<Visitor | null> {
  const userAgent = request.headers['user-agent'] ?? '';
  if (ROBOT.test(userAgent)) return null;
  const user = request.sessionToken() === undefined ? null : await request.sessionUser();
  return {
    userId: user?.id ?? null,
    moderator: user?.role === 'moderator',
    address: request.ip,
  };
}
