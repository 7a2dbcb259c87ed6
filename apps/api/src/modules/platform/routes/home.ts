// Until the storefront is served from this process, / names the product and points to the docs.
import type { FastifyInstance } from 'fastify';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nori</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;background:#111;color:#eee}a{color:#7fd1b9}</style>
</head>
<body>
<h1>Nori</h1>
<p>Nori is a white-label online-ordering storefront for restaurant chains. This is its ordering API; the storefront will be served here.</p>
<p><a href="/docs">API documentation</a> · <a href="/openapi.json">OpenAPI document</a></p>
</body>
</html>
`;

export async function homeRoutes(app: FastifyInstance) {
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
}
