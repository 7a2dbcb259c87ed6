// Zod compiles object parsers with `new Function` where it may. A browser under the storefront's
// content security policy may not, and zod's probe for it alone reports a violation, so browsers
// parse without compiling (plenty fast for API answers); servers keep the compiled parsers.
// Imported first by index.ts: the setting must be made before any schema is built.
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });
