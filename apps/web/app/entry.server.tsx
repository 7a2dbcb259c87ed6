// React Router's Node entry, as generated, plus the one export the server needs (the context key
// it fills for every request; server/storefront.ts reads it from the built bundle) and each page's
// content security policy with its nonce.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { appServerContext } from './app-context';
import { pageMarkupContext, PageMarkupCatalog } from './catalog/page-markup';
import { paintFirstStream } from './paint-first.server';
import { installLinks } from './platform/manifest-link';
import { contentSecurityPolicy } from './content-security-policy';
import { NonceContext } from './start/nonce-context';
import { jsonLdText, pageJsonLdContext, PageJsonLdText } from './start/page-json-ld';

export { appServerContext } from './app-context';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A fresh nonce per page: the policy lets only this page's own scripts run.
  const nonce = randomBytes(16).toString('base64');
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, loadContext.get(appServerContext).config),
  );
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const jsonLd = loadContext.get(pageJsonLdContext);
  const markup = loadContext.get(pageMarkupContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageJsonLdText.Provider value={jsonLd === null ? null : jsonLdText(jsonLd)}>
          <PageMarkupCatalog.Provider value={markup}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PageMarkupCatalog.Provider>
        </PageJsonLdText.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The document as React writes it, its scripts set to load after the first paint; in
          // development as it is (Vite's hot-reload runtime must load before the page's modules).
          const body = import.meta.env.DEV
            ? new PassThrough()
            : paintFirstStream(installLinks(request, loadContext.get(appServerContext).config.defaultLocale));
          body.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
