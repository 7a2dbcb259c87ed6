import type { Config } from '@react-router/dev/config';

// Server-rendered storefront. Middleware carries the global route guard (app/guard) and the
// server context (config, tenant) that server/storefront.ts hands to every request.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
