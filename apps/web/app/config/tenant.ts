// The white-label tenant as the storefront renders it: name, logo, palette and outside links.
// Read from apps/web/tenants/<code>.json on the server (server/tenant.ts validates it) and handed
// to the page through the root loader; a second tenant's look is configuration alone.
import type { Locale } from '@nori/domain';

/** The design tokens a tenant may set; each becomes a CSS custom property (--color-<name>). */
export interface TenantPalette {
  background: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  brand: string;
  brandContrast: string;
  accent: string;
  danger: string;
}

export interface TenantLinks {
  franchise: string;
  appStore: string;
  googlePlay: string;
  /** The support messenger channel (e.g. a Telegram link). */
  support: string;
}

export interface Tenant {
  code: string;
  /** The brand's name, in Russian (the default language). */
  name: string;
  /** The brand's name in other languages where it is written otherwise ('Umiko'); else `name`. */
  names?: Partial<Record<Locale, string>>;
  /** Optional image for the logo; without it the built-in mark is drawn in the brand colours. */
  logoUrl: string | null;
  palette: TenantPalette;
  links: TenantLinks;
  /** Ask 'Are you over 18' before the storefront is used (the chain sells alcohol). */
  ageGate: boolean;
}

const cssName = (token: string): string => token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `:root{--color-brand:#e8423f;…}` — rendered into the document head by the server. */
export const paletteCss = (palette: TenantPalette): string =>
  `:root{${Object.entries(palette)
    .map(([token, value]) => `--color-${cssName(token)}:${value}`)
    .join(';')}}`;

/** The tenant as a page in `locale` shows it: the brand's name in that language (issue 34, item 10). */
export const tenantIn = (tenant: Tenant, locale: Locale): Tenant => {
  const name = tenant.names?.[locale];
  return name === undefined || name === tenant.name ? tenant : { ...tenant, name };
};
