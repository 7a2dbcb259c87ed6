// The OpenAPI document of the mounted calls, generated from the contract's own schemas, and a
// small self-contained page at /docs that lists them (no outside hosts, no inline script).
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@nori/contract';
import { generateOpenApi } from '@nori/contract/openapi';
import { DOCS_PAGE, DOCS_SCRIPT } from './docs-page';

export interface DocsRoutesOptions {
  endpoints: readonly Endpoint[];
  version: string;
}

export async function docsRoutes(app: FastifyInstance, { endpoints, version }: DocsRoutesOptions) {
  const document = JSON.stringify(
    generateOpenApi(endpoints, {
      title: 'Nori ordering API',
      version,
      description:
        'The HTTP contract the Nori storefront speaks (spec §7). Errors: {"errors":[{"code","message"}]}. ' +
        'No text anywhere may contain NUL or an unpaired surrogate (400); control characters and ' +
        'bidirectional overrides are removed from the names, places and comments of an order. ' +
        'Abuse limits answer 429 common.too-many-requests with Retry-After.',
    }),
  );
  app.get('/openapi.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document),
  );
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  app.get('/docs/docs.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DOCS_SCRIPT),
  );
}
