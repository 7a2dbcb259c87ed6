import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

// Chunks as pages load (issue 17). A phone on a slow network pays a round trip per request and
// parses what it is sent, so a page's first load is: the framework (React, React Router and the
// bundler's own helpers); `app`, the root route with everything it imports (the shell, the boot,
// the cart's store: what every visit needs); the page's group (`menu`, `home`, or `pages`: what the
// cart, checkout and orders share); and the page's own route. Not one chunk per module (44 scripts
// on the menu page before this), nor everything in one (a third of it unused on the menu page).
// A dish's first visit loads 8 scripts; a chunk more there is over issue 17's budget.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0(vite[\\/]preload-helper|rolldown[\\/]runtime)/;
// The phone rules and their 150 KB library: only the sign-in and checkout forms need them.
const PHONE =
  /[\\/]node_modules[\\/]libphonenumber-js[\\/]|[\\/]domain[\\/]src[\\/]validation[\\/]phone\.ts$/;
// The forms' library: only pages with a form (checkout, sign-in, the location dialog) load it.
// Not its zod resolver, which loads with the schemas on a form's first check (platform/form-schemas):
// a group takes a module whether it is imported statically or not, and the resolver's test for
// zod's marks (`_zod`) is no part of a first load (e2e page-weight, checkout-cart).
const FORMS = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
// The root route and what it imports, and with it: the design system's primitives and the
// platform's helpers (ui/, platform/: a few hundred bytes each; not the forms' text field and
// resolver), the location dialog's first step (a first visit opens it at once), and the domain's
// rules both the menu and the cart use (its clock, schedules, money, the cart's own rules, the
// zones). Left to `pages`, each page that needs one of them would load that whole chunk.
const FIRST_LOAD =
  /[\\/]app[\\/](root\.tsx|features[\\/]location[\\/](index|location-dialog)\.tsx?|(ui[\\/](?!field[\\/])|platform[\\/](?!form-resolver)).+\.tsx?|catalog[\\/]use-server-now\.ts|features[\\/]cart[\\/]order-place\.ts)$|[\\/]domain[\\/]src[\\/](schedule|time-slots|cart(?![\\/]carry-over)|money|delivery[\\/](point-in-polygon|zones)|order-time[\\/]settings|brand)[\\/.]|[\\/]contract[\\/]src[\\/]catalog-constants\.ts$|[\\/]domain[\\/]src[\\/]i18n[\\/]day-and-month\.ts$/;
// The menu page and the dish's layer, with what only they use (their texts, the menu switch's
// carrying of the cart over): the home page and the cart do not.
const MENU =
  /[\\/](app[\\/]features[\\/](menu[\\/](?!(index|menu-cards|desktop-menus-page|day-off-dialog|search-popup)\.)[^\\/]+|cart[\\/](cart-summary|carry-cart))|i18n[\\/]messages[\\/]ru-menu|domain[\\/]src[\\/](pricing[\\/]modifiers|cart[\\/]carry-over|offers[\\/]menu-order-type))\.tsx?$/;
// The home page: the promotions (its strip of cards, their page and layer) and the menus' cards
// (its list of menus, on phones and desktops alike), with their Russian texts. Home loads this
// chunk, not `pages`, which holds what the cart, checkout and orders share.
const HOME =
  /[\\/]app[\\/](features[\\/]((home|promotions)[\\/][^\\/]+|menu[\\/](menu-cards|desktop-menus-page))|i18n[\\/]messages[\\/]ru-home)\.tsx?$/;
// What the location dialog's later steps share (the address field and its suggestions, the map's
// button, the location API): only those steps use it, and neither the cart nor a menu needs it.
// Not the steps themselves, each loaded when reached (the dialog's first is the shell's), nor what
// loads when used (the maps, Google's scripts).
const LOCATION_STEPS =
  /[\\/](app[\\/]features[\\/]location[\\/](?!(index|location-dialog|place-step|delivery-form|leaflet-map|map-popup)\.)[^\\/]+|domain[\\/]src[\\/]offers[\\/]pickup-points)\.tsx?$/;
// What the orders' pages share with checkout (an order's parts, its API and payment, their texts):
// the cart needs none of it.
const ORDERS =
  /[\\/](app[\\/](features[\\/]orders[\\/](?!(index|order-page|orders-page)\.)[^\\/]+|i18n[\\/]messages[\\/]ru-orders)|domain[\\/]src[\\/](orders[\\/][^\\/]+|i18n[\\/]messages[\\/]ru[\\/]orders))\.tsx?$/;
// What checkout shares with the orders, the restaurants and the location steps, and the cart does
// not use before a failure: their texts, the reader of failures with the error catalogue and its
// texts (the cart loads it with its first failure), the address rules, the script loader of the
// payment and maps providers.
const CHECKOUT_SHARED =
  /[\\/](app[\\/](i18n[\\/]messages[\\/]ru-(location|checkout|restos)|features[\\/]location[\\/]google[\\/](script-loader|google-maps)|features[\\/]restos[\\/]use-city-restos|features[\\/]cart[\\/](failure-notice|preflight-failure)|ui[\\/]field[\\/]text-field|platform[\\/]form-resolver)|domain[\\/]src[\\/](validation[\\/]address|errors[\\/]catalogue|i18n[\\/]messages[\\/]ru[\\/]errors))\.tsx?$/;
// The forms' validation texts: what checkout, sign-in and the location steps show, and the cart's
// promo code with its first check (one small file rather than each of those chunks).
const VALIDATION_TEXTS = /[\\/]domain[\\/]src[\\/]i18n[\\/]messages[\\/]ru[\\/]validation\.ts$/;
const OWN_CODE = /[\\/](apps[\\/]web[\\/]app|packages[\\/](domain|contract)[\\/]src)[\\/].+\.tsx?$/;

// Grouping a module without pulling its dependencies along needs entries that may export more
// than they declare; React Router's plugin asks for 'exports-only', so this is set after it.
const allowEntryExtension: Plugin = {
  name: 'nori:allow-entry-extension',
  options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
};

const group = (name: string, test: RegExp, priority: number, minShareCount = 1) => ({
  name,
  test,
  priority,
  minShareCount,
  includeDependenciesRecursively: false,
});

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
                group('framework', FRAMEWORK, 40),
                group('phone', PHONE, 30),
                group('react-hook-form', FORMS, 30),
                // With everything it imports: what the root route needs is all here.
                { name: 'app', test: FIRST_LOAD, priority: 10 },
                group('menu', MENU, 9),
                group('home', HOME, 8),
                group('location-steps', LOCATION_STEPS, 7),
                group('orders', ORDERS, 7),
                group('checkout-shared', CHECKOUT_SHARED, 6),
                group('validation-texts', VALIDATION_TEXTS, 6),
                // Shared by two or more other routes or lazy parts; what one route alone uses stays in it.
                group('pages', OWN_CODE, 5, 2),
              ],
            },
          },
        },
      },
    },
  },
});
