import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// As the storefront builds (apps/web/vite.config.ts): the React Router plugin, ES2022.
export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
});
