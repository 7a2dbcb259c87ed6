// React Router's client entry, as generated, except that the page's language (from <html lang>)
// is loaded first: hydration must find the same texts the server rendered.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, loadLocale } from './i18n';

const lang = document.documentElement.lang;
if (isLocale(lang)) await loadLocale(lang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
