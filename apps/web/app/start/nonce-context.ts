// The page's nonce (entry.server.tsx) for the inline scripts the app writes itself (the root
// layout's head, the cart page's stored-cart line); React Router's own take it from <ServerRouter nonce>.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce React Router's links and scripts carry. On the server, unset: they take the page's
 * own from <ServerRouter nonce> (entry.server.tsx). In the browser, the same nonce, read from the
 * page's first script (its `nonce` property: the browser hides the attribute), so hydration
 * finds what the server rendered.
 */
export const HYDRATED_NONCE =
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '');

/** The nonce of an inline script the app writes itself: the page's on the server, as rendered in the browser. */
export const useInlineScriptNonce = (): string | undefined => useContext(NonceContext) ?? HYDRATED_NONCE;
