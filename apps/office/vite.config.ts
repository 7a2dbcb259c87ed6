import { defineConfig } from 'vite';

// The staff app: a client-rendered single page under /office/, built to build/ and served by the
// storefront's server (apps/web/server/office-app.ts). `npm run dev --workspace @nori/office` runs
// Vite's server on 5174 and sends the API and the tenant's stylesheet to the server on 3000.
const SERVER = process.env.OFFICE_DEV_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  base: '/office/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'build', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: {
    port: 5174,
    proxy: { '/api/': SERVER, '/office/tenant.css': SERVER },
  },
});
