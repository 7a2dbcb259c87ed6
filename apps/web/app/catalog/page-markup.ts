// The catalog the server renders a page from, when the loader data (the browser's seed) holds
// less of it: a menu page's seed has the first screen's dishes only (page-seed.server.ts), and
// its document the whole menu as markup. The loader hands it to the server's rendering through
// the request's context (entry.server.tsx), as the JSON-LD goes (page-json-ld.tsx); the browser
// never has it, and its first render keeps the markup of the dishes it lacks.
import { createContext as createReactContext } from 'react';
import { createContext } from 'react-router';
import type { PageCatalog } from './catalog-snapshot';

/** Set by a server loader, read by entry.server.tsx. */
export const pageMarkupContext = createContext<PageCatalog | null>(null);

/** What entry.server.tsx passes to the rendering (BootProvider): the whole catalog, or null. */
export const PageMarkupCatalog = createReactContext<PageCatalog | null>(null);
