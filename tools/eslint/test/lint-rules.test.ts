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
      'apps/web/app/features/home/components/promotions-list.tsx',
      "import { x } from '../../promotions'; export const a = x;",
    );
    expect(messages).toEqual([]);
  });

  it('only composition crosses features: what they share as state is a layer below them', async () => {
    const messages = await messagesFor(
      'apps/web/app/features/menu/menu-page.tsx',
      "import { x } from '../cart'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("Feature 'menu' may not use feature 'cart'");
    const fromLayer = await messagesFor(
      'apps/web/app/features/menu/menu-page.tsx',
      "import { x } from '../../order'; export const a = x;",
    );
    expect(fromLayer).toEqual([]);
  });

  it('the order and session layers may not import features, nor the session the order', async () => {
    const order = await messagesFor(
      'apps/web/app/order/cart-store.ts',
      "import { x } from '../features/cart'; export const a = x;",
    );
    expect(order.join('\n')).toContain("'order' layer must not import from the 'features' layer");
    const session = await messagesFor(
      'apps/web/app/session/session-store.ts',
      "import { x } from '../order'; export const a = x;",
    );
    expect(session.join('\n')).toContain("'session' layer must not import from the 'order' layer");
  });

  it('a web feature may use only the features its allowed list names', async () => {
    const messages = await messagesFor(
      'apps/web/app/features/cart/cart-page.tsx',
      "import { x } from '../menu'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("Feature 'cart' may not use feature 'menu'");
  });

  it('an import that closes a circle fails, through index files too', async () => {
    // Home uses the promotions' index; the promotions' index using home closes the circle.
    const messages = await messagesFor(
      'apps/web/app/features/promotions/index.ts',
      "export { HomePage } from '../home';",
    );
    expect(messages.join('\n')).toContain(
      'nori/no-import-cycle: Import cycle: apps/web/app/features/promotions/index.ts → apps/web/app/features/home/index.ts',
    );
  });

  it('ui primitives may not import features', async () => {
    const messages = await messagesFor(
      'apps/web/app/ui/button.tsx',
      "import { x } from '../features/cart'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("'ui' layer must not import from the 'features' layer");
  });

  it('API shared folders keep their order: adapters may not import services', async () => {
    const messages = await messagesFor(
      'apps/api/src/adapters/payments/example.ts',
      "import { x } from '../../modules/payments/services/online-payments'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("'adapters' layer must not import from the 'services' layer");
  });
});

describe('API modules', () => {
  it('the shared http/, db/ and adapters/ import no module', async () => {
    const messages = await messagesFor(
      'apps/api/src/http/example.ts',
      "import type { x } from '../modules/sign-in/services/sessions'; export type A = x;",
    );
    expect(messages.join('\n')).toContain('they import no module');
  });

  it("a module's repository may not import its own services (upward inside the module)", async () => {
    const messages = await messagesFor(
      'apps/api/src/modules/orders/repositories/orders.ts',
      "import { x } from '../services/place-order'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("'repositories' layer must not import from the 'services' layer");
  });

  it("a module's service may not import its own routes", async () => {
    const messages = await messagesFor(
      'apps/api/src/modules/catalog/services/catalog-reads.ts',
      "import { x } from '../routes/catalog'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("'services' layer must not import from the 'routes' layer");
  });

  it("a module's routes may call its services, which may use its repositories and the shared db", async () => {
    expect(
      await messagesFor(
        'apps/api/src/modules/catalog/routes/catalog.ts',
        "import { x } from '../services/catalog-reads'; export const a = x;",
      ),
    ).toEqual([]);
    expect(
      await messagesFor(
        'apps/api/src/modules/catalog/services/catalog-reads.ts',
        "import { x } from '../repositories/catalog-queries'; import { y } from '../../../db/client'; export const a = [x, y];",
      ),
    ).toEqual([]);
  });

  it("a service may not reach another module's routes either", async () => {
    const messages = await messagesFor(
      'apps/api/src/modules/orders/services/preflight.ts',
      "import { x } from '../../catalog/routes/catalog'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("'services' layer must not import from the 'routes' layer");
  });

  it('order-life may not use orders (orders uses order-life, one way)', async () => {
    const messages = await messagesFor(
      'apps/api/src/modules/order-life/services/order-outbox-events.ts',
      "import { x } from '../../orders/services/place-order'; export const a = x;",
    );
    expect(messages.join('\n')).toContain("Module 'order-life' may not use module 'orders'");
  });

  it('orders may use order-life', async () => {
    const messages = await messagesFor(
      'apps/api/src/modules/orders/services/place-order.ts',
      "import { x } from '../../order-life/services/order-outbox-events'; export const a = x;",
    );
    expect(messages).toEqual([]);
  });

  it('the allowed module imports may not go round in a circle', async () => {
    const { Linter } = await import('eslint');
    const { default: nori } = await import('../nori-plugin.js');
    const linter = new Linter({ configType: 'flat', cwd: repoRoot });
    const base = 'apps/api/src/modules';
    const messages = linter.verify(
      'export const a = 1;',
      [
        {
          files: ['**/*.ts'],
          plugins: { nori },
          rules: {
            'nori/module-dependencies': [
              'error',
              { base, allowed: { orders: ['order-life'], 'order-life': ['orders'] } },
            ],
          },
        },
      ],
      { filename: path.join(repoRoot, base, 'orders/services/x.ts') },
    );
    expect(messages.map((message) => message.message).join('\n')).toContain('orders → order-life → orders');
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
