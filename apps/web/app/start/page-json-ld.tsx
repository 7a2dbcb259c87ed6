// A page's schema.org JSON-LD, written into the document once. It used to travel as a meta
// descriptor, i.e. in the loader data too: a second copy in the hydration payload (~35 KB on a
// menu page). Now the page's loader hands it to the server's rendering through the request's
// context (entry.server.tsx), and the browser's first render reads back what the server wrote, so
// hydration matches without the data. Later pages are client navigations, which crawlers do not
// read: the first document's JSON-LD stays.
import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/** Set by a server loader, read by entry.server.tsx. */
export const pageJsonLdContext = createContext<unknown>(null);

/** What entry.server.tsx passes to the rendering: the JSON-LD text, or null. */
export const PageJsonLdText = createReactContext<string | null>(null);

/** JSON inside a <script> element: '<' escaped, so no '</script>' can end it early. */
export const jsonLdText = (document: unknown): string => JSON.stringify(document).replace(/</g, '\\u003c');

const HYDRATED_TEXT =
  typeof document === 'undefined'
    ? null
    : (document.querySelector('script[type="application/ld+json"]')?.textContent ?? null);

export function PageJsonLd() {
  const text = useContext(PageJsonLdText) ?? HYDRATED_TEXT;
  return text === null ? null : (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
  );
}
