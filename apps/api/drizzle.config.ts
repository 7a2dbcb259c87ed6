// drizzle-kit generates the SQL migrations in ./migrations from src/db/schema (`npm run db:generate`).
// They are committed and applied at start by drizzle's migrator, on PGlite and PostgreSQL alike.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
