import type { Config } from '@react-router/dev/config';

// The reference page of the page-speed benchmark (bench/page-speed.ts): React 19 with React Router
// alone, server rendered as the storefront is. Nothing else is configured, on purpose.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
