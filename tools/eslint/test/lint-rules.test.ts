// Proves that the lint setup fails on the forbidden imports of ARCHITECTURE.md, by linting
// small snippets as if they lived at the given paths with the repository's real config.
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('packages/domain stays pure', () => {
  const file = 'packages/domain/src/example.ts';

  it.each([
    ["import { readFileSync } from 'node:fs'; export const a = readFileSync;", 'no Node I/O'],
    ["import pg from 'pg'; export const a = pg;", 'no database access'],
    ["import { drizzle } from 'drizzle-orm/pglite'; export const a = drizzle;", 'no database access'],
    ["import { useState } from 'react'; export const a = useState;", 'no React'],
    ["import { z } from '@nori/contract'; export const a = z;", 'depends on nothing of ours'],
  ])('rejects %s', async (code, reason) => {
    expect((await messagesFor(file, code)).join('\n')).toContain(reason);
  });

  it.each([
    ['export const now = Date.now();', 'time is a parameter'],
    ['export const now = new Date();', 'reads the clock'],
    ["export const get = () => fetch('/x');", 'no I/O'],
    ['export const env = process.env.X;', 'not process.env'],
  ])('rejects %s', async (code, reason) => {
    expect((await messagesFor(file, code)).join('\n')).toContain(reason);
  });

  it('accepts pure code and dates built from a parameter', async () => {
    expect(await messagesFor(file, 'export const at = (ms: number) => new Date(ms).getUTCDay();')).toEqual(
      [],
    );
  });
});

describe('dependency direction', () => {
  it('packages never import apps', async () => {
    const messages = await messagesFor(
      'packages/contract/src/example.ts',
      "import { build } from '../../../apps/api/src/app'; export const a = build;",
    );
    expect(messages.join('\n')).toContain('must not depend on apps/');
  });

  it('a web feature may not reach into another feature', async () => {
    const messages = await messagesFor(
      'apps/web/app/features/cart/components/cart-list.tsx',
      "import { x } from '../../menu/hooks/use-menu'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("reaches into the internals of feature 'menu'");
  });

  it("a web feature may use another feature's public entry", async () => {
    const messages = await messagesFor(
      'apps/web/app/features/menu/components/menu-list.tsx',
      "import { x } from '../../cart'; export const a = x;",
    );
    expect(messages).toEqual([]);
  });

  it('a web feature may use only the features its allowed list names', async () => {
    const messages = await messagesFor(
      'apps/web/app/features/cart/cart-page.tsx',
      "import { x } from '../menu'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("Feature 'cart' may not use feature 'menu'");
  });

  it('an import that closes a circle fails, through index files too', async () => {
    // The shell's app bar uses auth's index; auth's index using the shell closes the circle.
    const messages = await messagesFor(
      'apps/web/app/features/auth/index.ts',
      "export { AppShell } from '../shell';",
    );
    expect(messages.join('\n')).toContain(
      'nori/no-import-cycle: Import cycle: apps/web/app/features/auth/index.ts → apps/web/app/features/shell/index.ts',
    );
  });

  it('ui primitives may not import features', async () => {
    const messages = await messagesFor(
      'apps/web/app/ui/button.tsx',
      "import { x } from '../features/cart'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("'ui' layer must not import from the 'features' layer");
  });

  it('API repositories may not import services or routes', async () => {
    const messages = await messagesFor(
      'apps/api/src/repositories/catalog-repository.ts',
      "import { x } from '../services/catalog-service'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("'repositories' layer must not import from the 'services' layer");
  });

  it('API routes may call services', async () => {
    const messages = await messagesFor(
      'apps/api/src/routes/catalog.ts',
      "import { x } from '../services/catalog-service'; export const a = x;",
    );
    expect(messages).toEqual([]);
  });
});

describe('the allowed feature imports', () => {
  it('may not go round in a circle', async () => {
    const { Linter } = await import('eslint');
    const { default: nori } = await import('../nori-plugin.js');
    const linter = new Linter({ configType: 'flat', cwd: repoRoot });
    const messages = linter.verify(
      'export const a = 1;',
      [
        {
          files: ['**/*.ts'],
          plugins: { nori },
          rules: {
            'nori/no-cross-feature-imports': ['error', { allowed: { cart: ['menu'], menu: ['cart'] } }],
          },
        },
      ],
      { filename: path.join(repoRoot, 'apps/web/app/features/cart/x.ts') },
    );
    expect(messages.map((message) => message.message).join('\n')).toContain('cart → menu → cart');
  });
});
