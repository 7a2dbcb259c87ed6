import { reactRouter } from '@react-router/dev/vite';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

// Chunks as pages load (issues 17 and 36): the folder is the unit of loading, so where a file lives
// says which page downloads it, and a rename or a new import cannot move code into another page's
// first load unseen. A phone on a slow network pays a round trip per request and parses what it is
// sent, so a page's first load is: the framework (React, React Router and the bundler's helpers);
// `app`, the first-load folders (the root route, the shell, the layers every page uses, the
// domain's rules both the menu and the cart use); the page's route; and the groups of the folders
// it uses (`menu`, `home`, `cart` with `order`: one per feature, named after its folder). A dish's
// first visit loads 8 scripts; a chunk more there is over issue 17's budget.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0(vite[\\/]preload-helper|rolldown[\\/]runtime)/;
// The phone rules and their 150 KB library: only the sign-in and checkout forms need them.
const PHONE = /[\\/]node_modules[\\/]libphonenumber-js[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]phone[\\/]/;
// The forms' library: only pages with a form (checkout, sign-in, the location steps) load it.
const FORMS_LIBRARY = /[\\/]node_modules[\\/]react-hook-form[\\/]/;

const REPO = path.resolve(import.meta.dirname, '../..');
const FEATURES = 'apps/web/app/features';

// Our own code, folder by folder: the group (chunk) a folder's files load in. A folder covers its
// subfolders unless they are listed themselves (the deepest listed folder wins). `null`: no group,
// each file loads where it is imported (a route, a part loaded on demand). Listed first, chosen
// first: a group also takes what its files import and no earlier group holds.
const UNITS: [folder: string, group: string | null][] = [
  // The first load: what the root route imports (app/start, and app/styles: the first paint's
  // styles, the menu's among them, which a stylesheet of their own would delay), the shell, the layers, the location
  // dialog's first step (a first visit opens it at once), and the domain's rules both the menu and
  // the cart use (clock, schedules, time slots, money, the cart's rules, the zones): left to a
  // shared chunk, each page that needs one of them would load that whole chunk.
  ['apps/web/app', 'app'],
  ...['start', 'styles', 'platform', 'ui', 'catalog', 'order', 'session', 'i18n', 'guard', 'config'].map(
    (folder): [string, string] => [`apps/web/app/${folder}`, 'app'],
  ),
  [`${FEATURES}/shell`, 'app'],
  [`${FEATURES}/location`, 'app'],
  // The indexable pages' client side (their heads, the page's catalog): the routes' and the root's.
  [`${FEATURES}/seo`, 'app'],
  ...['schedule', 'time-slots', 'money', 'cart', 'delivery', 'order-time', 'i18n'].map(
    (folder): [string, string] => [`packages/domain/src/${folder}`, 'app'],
  ),
  // The delivery's price and the order's time slots: with the order's pricing (cart, checkout).
  ['packages/domain/src/delivery/pricing', null],
  ['packages/domain/src/order-time/slots', null],
  // Texts load with what shows them.
  ['packages/domain/src/i18n/messages', null],
  ['apps/web/app/i18n/messages', null],
  // The forms' validation texts: checkout, sign-in, the location steps, and the cart's promo code
  // with its first check (one small chunk rather than each of those), without the cart's own
  // rules' texts they include (those load with the cart).
  ['packages/domain/src/i18n/messages/ru/forms', 'validation-texts'],
  // Carrying the cart to another menu: the menu switch (and the location steps).
  ['apps/web/app/order/menu-switch', 'menu'],
  // The order's pricing, summary and time: the cart and checkout.
  ['apps/web/app/order/pricing', 'order'],
  ['apps/web/app/order/time', 'order'],
  // A failure's reader with the error catalogue: loaded with the first failure.
  ['apps/web/app/order/failure', 'order-failure'],
  // The placed order's way to payment: checkout and the order's page.
  ['apps/web/app/order/placed', 'orders'],
  // The text field and the forms' resolver: checkout, sign-in and the location steps.
  ['apps/web/app/ui/field', 'form-fields'],
  ['apps/web/app/platform/forms', 'form-fields'],
  // What the location dialog's later steps share; the steps themselves load on demand.
  [`${FEATURES}/location/steps`, 'location-steps'],
  ['apps/web/app/routes', null],
  ['apps/web/app/session/on-demand', null],
  ['apps/web/app/order/on-demand', null],
  [`${FEATURES}/orders/on-demand`, null],
  [`${FEATURES}/shell/on-demand`, null],
  [`${FEATURES}/location/on-demand`, null],
  [`${FEATURES}/location/google`, null],
  [`${FEATURES}/menu/day-off`, null],
  [`${FEATURES}/menu/search`, null],
  // Every other feature is a group of its own, named after its folder.
  ...readdirSync(path.join(REPO, FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['shell', 'location', 'seo'].includes(entry.name))
    .map((entry): [string, string] => [`${FEATURES}/${entry.name}`, entry.name]),
];

/** The folder of one of our modules (scripts and styles), relative to the repository; null for libraries. */
const ownFolder = (id: string): string | null => {
  if (!id.startsWith(REPO) || id.includes(`${path.sep}node_modules${path.sep}`)) return null;
  return path.relative(REPO, path.dirname(id)).split(path.sep).join('/');
};

/** The group a module loads in: its deepest listed folder's; undefined when no folder is listed. */
const unitOf = (id: string): string | null | undefined => {
  const folder = ownFolder(id);
  if (folder === null) return undefined;
  let best: [string, string | null] | undefined;
  for (const unit of UNITS)
    if ((folder === unit[0] || folder.startsWith(`${unit[0]}/`)) && unit[0].length > (best?.[0].length ?? -1))
      best = unit;
  return best?.[1];
};

const OWN_CODE = /[\\/](apps[\\/]web[\\/]app|packages[\\/](domain|contract)[\\/]src)[\\/].+\.tsx?$/;

// Grouping a module without pulling its dependencies along needs entries that may export more
// than they declare; React Router's plugin asks for 'exports-only', so this is set after it.
const allowEntryExtension: Plugin = {
  name: 'nori:allow-entry-extension',
  options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
};

const library = (name: string, test: RegExp, priority: number) => ({
  name,
  test,
  priority,
  includeDependenciesRecursively: false,
});

// One group per name of UNITS, in their order: each with what its files import (a dependency two
// groups share loads with the first).
// Groups that take their own files alone, not what those import.
const WITHOUT_DEPENDENCIES = new Set(['validation-texts']);
const unitGroups = [...new Set(UNITS.map(([, name]) => name))]
  .filter((name): name is string => name !== null)
  .map((name, index) => ({
    // Not the bundle's entries: the browser's entry must run after what it imports, not inside it.
    name: (id: string, ctx: ChunkingContext) => (ctx.getModuleInfo(id)?.isEntry ? null : name),
    test: (id: string) => unitOf(id) === name,
    priority: 30 - index,
    includeDependenciesRecursively: !WITHOUT_DEPENDENCIES.has(name),
  }));

export default defineConfig({
  plugins: [reactRouter(), allowEntryExtension],
  build: {
    target: 'es2022',
    sourcemap: process.env.NORI_SOURCEMAP === '1',
  },
  // The groups are the browser's: the server loads its modules from disk, where one chunk per
  // route costs nothing, and grouping a lazy part with modules it shares (the location steps)
  // left the server's bundle exporting a name it never defined.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                library('framework', FRAMEWORK, 50),
                library('phone', PHONE, 40),
                library('react-hook-form', FORMS_LIBRARY, 40),
                ...unitGroups,
                // What no folder claims and two or more routes or lazy parts share; what one
                // route alone uses stays in it.
                {
                  name: 'pages',
                  test: OWN_CODE,
                  priority: 1,
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
});
