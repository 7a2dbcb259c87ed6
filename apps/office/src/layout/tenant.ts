/** The chain's name, which the server writes into the page (apps/web/server/office-page.ts). */
export const useTenantName = (): string =>
  document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? 'Nori';
