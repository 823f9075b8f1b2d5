import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The contract's OpenAPI document and a reference page that reads it. Swagger UI's scripts are files served from
 * here, so the page runs under the product's `script-src 'self'`; the web app never loads either.
 */
export const registerApiDocs = async (app: FastifyInstance, publicUrl: string) => {
  const document = openApiDocument(publicUrl);
  // @fastify/swagger's types know OpenAPI 3.0 documents only; its static mode serves any document as it is.
  const specification = { document: document as unknown as StaticDocumentSpec['document'] };
  await app.register(swagger, { mode: 'static', specification });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, theme: { title: 'bridgehub API reference' } });
  app.get(OPENAPI_PATH, (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(document));
};
