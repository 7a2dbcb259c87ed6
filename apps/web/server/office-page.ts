// What the office's pages are made of besides its build: the tenant's palette as a stylesheet
// (one source, the tenant file, for the storefront and the office alike) and the built index.html
// with the tenant's name, the default language and that stylesheet's versioned address in it.
import { createHash } from 'node:crypto';
import type { Tenant } from '../app/config/tenant';

const cssName = (key: string) => `--tenant-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** ':root { --tenant-background: #0e0f11; --tenant-surface-raised: … }' */
export const tenantStylesheet = (tenant: Tenant): string =>
  `:root {\n${Object.entries(tenant.palette)
    .map(([key, value]) => `  ${cssName(key)}: ${value};`)
    .join('\n')}\n}\n`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export const stylesheetVersion = (stylesheet: string): string =>
  createHash('sha256').update(stylesheet).digest('hex').slice(0, 12);

/** The built page with this server's tenant and language in it; the app reads them from there. */
export const officeIndexHtml = (
  built: string,
  tenant: Tenant,
  defaultLocale: string,
  stylesheet: string,
): string =>
  built
    .replace('<html lang="ru">', `<html lang="${defaultLocale}" data-default-locale="${defaultLocale}">`)
    .replace('<title>Nori</title>', `<title>${escapeHtml(tenant.name)}</title>`)
    .replace(
      '<meta name="application-name" content="Nori" />',
      `<meta name="application-name" content="${escapeHtml(tenant.name)}" />`,
    )
    .replace('href="/office/tenant.css"', `href="/office/tenant.css?v=${stylesheetVersion(stylesheet)}"`);
