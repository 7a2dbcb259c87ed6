import type { Config } from '@react-router/dev/config';

// Server-rendered storefront. Middleware carries the global route guard (app/guard) and the
// server context (config, tenant) that server/storefront.ts hands to every request.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest with the first load (one 1.2 KB gz script), not discovered from the
  // page's links after hydration: with ~120 links on a menu page, the discovery's patching of the
  // routes and the re-render after it were a 150 ms task at 4x CPU (issue 17: TBT). The storefront
  // has ~25 routes; the document no longer inlines its partial manifest either.
  routeDiscovery: { mode: 'initial' },
  // The v8 behaviours now, so the move to React Router 8 (Node 22) changes nothing here.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
