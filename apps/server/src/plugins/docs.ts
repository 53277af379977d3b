import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas the routes validate with; served at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'KisanSetu API',
        description:
          'Farmers list produce; buyers search, wishlist and chat. Every response is `{ success, message, data }` or ' +
          '`{ success: false, message, errors: { code, message, key, fields?, fieldKeys? } }`: `key` and `fieldKeys` ' +
          'name the English texts of `message` and `fields` by their contract key (translate by these). ' +
          'Auth: the httpOnly session cookie set by ' +
          'login, or `Authorization: Bearer <accessToken>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'ks_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
