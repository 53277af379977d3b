import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';

import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { AppError } from '../errors';
import { route } from '../lib/endpoint-route';
import { isImageName } from './image-names';
import type { ImageStore, StoredObject } from './image-store';

/** Options of {@link uploadsPlugin}. */
export interface UploadsPluginOptions {
  /** Where the images are read from. The plugin never closes it: the store's owner does. */
  store: ImageStore;
}

/** A name is a content hash, so its bytes never change: cache for a year and never revalidate. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An ETag from the name (minus `.webp`): the name already is the hash of the content, so nothing needs reading. */
function etagOf(name: string): string {
  return `"${name.slice(0, -'.webp'.length)}"`;
}

/** If-None-Match matching with the weak comparison RFC 9110 prescribes for it (`W/` prefixes are ignored). */
function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** Frees the file handle or socket behind a body that will not be sent. */
function discard(body: StoredObject['body']): void {
  const stream = body as { destroy?: () => void };
  if (typeof stream.destroy === 'function') stream.destroy();
}

const notFound = (): AppError => new AppError('not_found', 'server.notFound');

const plugin: FastifyPluginAsync<UploadsPluginOptions> = async (app, { store }) => {
  route(app, ENDPOINTS.getPhoto, async (request, reply) => {
    const { name } = request.params;
    // Only names the image service can produce get anywhere near the store: `..%2Fetc`, dot-files, other
    // extensions and the like are simply not found.
    if (!isImageName(name)) throw notFound();
    const object = await store.get(name);
    if (!object) throw notFound();

    const etag = etagOf(name);
    reply
      .header('content-type', 'image/webp')
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');

    if (noneMatchHits(request.headers['if-none-match'], etag)) {
      discard(object.body);
      return reply.code(304).send();
    }
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
};

/**
 * Serves stored images at `GET /uploads/:name` (`<key>.webp`, `<key>.card.webp`) with immutable caching, an ETag
 * and 304 on `If-None-Match`. Unknown or malformed names throw AppError `not_found`, which the app's error handler
 * renders as the usual JSON envelope.
 */
export const uploadsPlugin = fp(plugin, { name: 'kisansetu-uploads', fastify: '5.x' });
