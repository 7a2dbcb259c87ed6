import type { Config } from '@react-router/dev/config';

// Server-rendered storefront. Middleware carries the global route guard (app/guard) and the
// server context (config, tenant) that server/storefront.ts hands to every request.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The v8 behaviours now, so the move to React Router 8 (Node 22) changes nothing here.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
