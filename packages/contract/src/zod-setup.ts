// The contract's zod, configured before any schema is built; every file of the contract takes z from
// here rather than from 'zod', so no bundler can order a schema before the setting.
// Zod compiles object parsers with `new Function` where it may. A browser under the storefront's
// content security policy may not, and zod's probe for it alone reports a violation, so browsers
// parse without compiling (plenty fast for API answers); servers keep the compiled parsers.
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
