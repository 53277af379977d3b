import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, isAppError } from '../errors';
import { createImageService, type SavedImage } from './image-service';
import { createLocalDiskStore } from './local-disk-store';
import { isWebp, plainImage } from '../../test/test-images';
import { uploadsPlugin } from './uploads-plugin';

describe('uploads plugin: GET /uploads/:name', () => {
  let dir: string;
  let app: FastifyInstance;
  let key: string;
  let detailUrl: string;
  let cardUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kisansetu-uploads-'));
    const store = createLocalDiskStore(dir);
    const images = createImageService(store);
    [{ key }] = (await images.saveImages([await plainImage('jpeg')], 'product')) as [SavedImage];
    ({ detail: detailUrl, card: cardUrl } = images.urlsFor(key));

    app = Fastify();
    // The route is registered from its contract declaration, whose schemas are zod's, as in the app.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Stand in for the app's global error and not-found handlers, rendering AppError in the same envelope.
    const render = (error: AppError) => ({
      success: false,
      message: error.message,
      errors: { code: error.code, message: error.message },
    });
    app.setErrorHandler((error, _request, reply) =>
      isAppError(error)
        ? reply.status(error.status).send(render(error))
        : reply.status(500).send({ success: false }),
    );
    // A path that normalises to something else (`/uploads/%2e%2e` is `/`) never reaches the uploads route at all.
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send(render(new AppError('not_found', 'server.notFound'))),
    );
    await app.register(uploadsPlugin, { store });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves both variants as immutable WebP with an ETag', async () => {
    for (const url of [detailUrl, cardUrl]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toBe(`"${url.slice('/uploads/'.length, -'.webp'.length)}"`);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(isWebp(response.rawPayload)).toBe(true);
    }
    const detail = await app.inject({ method: 'GET', url: detailUrl });
    const card = await app.inject({ method: 'GET', url: cardUrl });
    expect(card.rawPayload.length).toBeLessThan(detail.rawPayload.length);
    expect(detail.headers.etag).not.toBe(card.headers.etag);
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const { headers } = await app.inject({ method: 'GET', url: detailUrl });
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.inject({
        method: 'GET',
        url: detailUrl,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await app.inject({
      method: 'GET',
      url: detailUrl,
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(isWebp(stale.rawPayload)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: cardUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 404 in the error envelope for unknown and malformed names', async () => {
    const urls = [
      '/uploads/ffffffffffffffffffffffffffffffff.webp',
      '/uploads/ffffffffffffffffffffffffffffffff.card.webp',
      '/uploads/..%2Fetc',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e',
      `/uploads/${key}.png`,
      `/uploads/${key.toUpperCase()}.webp`,
      `/uploads/${key}`,
      `/uploads/.${key}.webp`,
      `/uploads/${key}.webp%00`,
    ];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        success: false,
        message: 'Not found',
        errors: { code: 'not_found', message: 'Not found' },
      });
    }
  });
});
