// The office calls the API through the contract's typed client, on its own origin: the staff
// session cookie (Path=/api/v1/office, httpOnly) goes with every call by itself, and the staff
// member's language with each (the catalog's names and the API's messages come in it).
import { createUncheckedApiClient } from '@nori/contract';
import { DEFAULT_LOCALE, type Locale } from '@nori/domain';

let language: Locale = DEFAULT_LOCALE;

/** Called by the language provider whenever the language changes. */
export const setApiLanguage = (locale: Locale): void => {
  language = locale;
};

export const api = createUncheckedApiClient({
  baseUrl: '',
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept-language', language);
    return globalThis.fetch(input, { ...init, headers, credentials: 'same-origin' });
  },
});
