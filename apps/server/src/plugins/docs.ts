import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeApiDocument } from './api-document';

export interface DocsOptions {
  /** The site's own origins (PUBLIC_ORIGINS): the document's servers. */
  origins: readonly string[];
  supportEmail: string;
}

/**
 * OpenAPI generated from the same zod schemas the routes validate with, completed from the endpoint declarations (ids, access,
 * errors); served at /api/docs, linted by Redocly in `npm run lint`.
 */
export const docsPlugin = fp(async (app: FastifyInstance, options: DocsOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'KisanSetu API',
        description:
          'Farmers list produce; buyers search, wishlist and chat. Every response is `{ success, message, data }` or ' +
          'the error envelope (`ErrorEnvelope`): `errors.key` and `errors.fieldKeys` name the English texts of ' +
          '`message` and `fields` by their contract key (translate by these), `errors.code` says which case it is. ' +
          'Auth: the httpOnly session cookie set by `user/login`, or `Authorization: Bearer <accessToken>`; each ' +
          'operation says whether it needs a session and which role.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      'openapiObject' in documents
        ? completeApiDocument(documents.openapiObject as Record<string, unknown>, options)
        : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
