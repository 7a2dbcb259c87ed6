// The home-screen icons of the installed storefront, drawn from the tenant's logo when the server
// first needs them (once per process, a few tens of milliseconds with sharp): its own image when
// the tenant file names one, else the storefront's nori-roll mark in the tenant's colours
// (features/shell/brand/logo.tsx draws the same mark in the page).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Tenant } from '../app/config/tenant';

export interface AppIcon {
  /** The path it is served at. */
  path: string;
  size: number;
  /** 'any': the logo as it is; 'maskable': on the tenant's background with room for a launcher's mask. */
  purpose: 'any' | 'maskable';
  /** How much of the square the logo takes. */
  scale: number;
  /** Drawn on the tenant's background colour (launchers that show no transparency: iOS, masks). */
  opaque: boolean;
}

/** The sizes Android's launchers and Chromium's install check ask for, and iOS's home screen. */
export const APP_ICONS: readonly AppIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any', scale: 1, opaque: false },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any', scale: 1, opaque: false },
  // A mask may cut everything outside the middle circle of 80 % of the side.
  { path: '/icons/maskable-512.png', size: 512, purpose: 'maskable', scale: 0.62, opaque: true },
  { path: '/apple-touch-icon.png', size: 180, purpose: 'any', scale: 0.78, opaque: true },
];

/** The mark of logo.tsx with the tenant's colours written in (no CSS variables outside a page). */
export const logoMarkSvg = (tenant: Tenant, size: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">` +
  `<circle cx="20" cy="20" r="19.5" fill="${tenant.palette.brand}"/>` +
  `<circle cx="20" cy="20" r="12.6" fill="#1d2a21"/>` +
  `<circle cx="20" cy="20" r="10.4" fill="#fffaf2"/>` +
  `<ellipse cx="20" cy="20" rx="4.9" ry="4" fill="${tenant.palette.accent}"/>` +
  `<path d="M7 30.5q3.6-2.8 7.2 0t7.2 0 7.2 0" stroke="#fff" stroke-width="1.6" fill="none" ` +
  `stroke-linecap="round" opacity="0.85"/></svg>`;

/**
 * The tenant's own logo file: a path on the site is read from the storefront's public files, an
 * absolute address is fetched. Null without one, or when it cannot be had (the mark is drawn then).
 */
const tenantLogo = async (tenant: Tenant, publicDirectory: string): Promise<Buffer | null> => {
  const url = tenant.logoUrl;
  if (!url) return null;
  if (/^https?:\/\//.test(url)) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) throw new Error(`the tenant's logo ${url} answered ${answer.status}`);
    return Buffer.from(await answer.arrayBuffer());
  }
  const file = path.join(publicDirectory, path.normalize(url));
  if (!file.startsWith(publicDirectory + path.sep))
    throw new Error(`the tenant's logo ${url} is outside the site`);
  return readFile(file);
};

const drawIcon = async (icon: AppIcon, tenant: Tenant, logo: Buffer | null): Promise<Buffer> => {
  const inner = Math.round(icon.size * icon.scale);
  // A vector logo is drawn at the size it is shown, never scaled up from a small bitmap.
  const art = await sharp(logo ?? Buffer.from(logoMarkSvg(tenant, inner)), { density: logo ? 600 : 72 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const background = icon.opaque ? tenant.palette.background : { r: 0, g: 0, b: 0, alpha: 0 };
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background } })
    .composite([{ input: art, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
};

export type IconSource = (iconPath: string) => Promise<Buffer | null>;

/**
 * The icons by path, drawn on the first request and kept. A logo that cannot be read is reported
 * once through `warn` and the mark drawn instead: a missing logo must not cost the storefront its icons.
 */
export function appIconSource(
  tenant: Tenant,
  publicDirectory: string,
  warn: (message: string) => void,
): IconSource {
  let drawn: Promise<Map<string, Buffer>> | null = null;
  const drawAll = async () => {
    const logo = await tenantLogo(tenant, publicDirectory).catch((error: unknown) => {
      warn(
        `App icons drawn from the built-in mark: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    });
    const icons = await Promise.all(
      APP_ICONS.map(async (icon) => [icon.path, await drawIcon(icon, tenant, logo)] as const),
    );
    return new Map(icons);
  };
  return async (iconPath) => {
    drawn ??= drawAll();
    drawn.catch(() => (drawn = null));
    return (await drawn).get(iconPath) ?? null;
  };
}
