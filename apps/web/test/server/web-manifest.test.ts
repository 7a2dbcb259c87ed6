// Issue 42: the installable storefront's manifest and icons (server/web-manifest.ts,
// server/app-icons.ts), as the server answers them: the tenant's name and colours, the icon sizes
// launchers and Chromium's install check need, drawn from the tenant's logo, in the page's language.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../app/config/tenant';
import { appIconSource } from '../../server/app-icons';
import { shortNameOf, webManifestRoutes } from '../../server/web-manifest';

const tenant: Tenant = {
  code: 'test',
  name: 'Суши Мастер Экспресс',
  logoUrl: null,
  palette: {
    background: '#102030',
    surface: '#111111',
    surfaceRaised: '#222222',
    border: '#333333',
    text: '#ffffff',
    textMuted: '#aaaaaa',
    brand: '#e4573d',
    brandContrast: '#ffffff',
    accent: '#f0b44c',
    danger: '#ff0000',
  },
  links: {
    franchise: 'https://example.com',
    appStore: 'https://example.com',
    googlePlay: 'https://example.com',
    support: 'https://example.com',
  },
  ageGate: false,
};

let app: FastifyInstance | null = null;
afterEach(() => app?.close());

const serve = async (options: { tenant?: Tenant; publicDirectory?: string; warnings?: string[] } = {}) => {
  app = Fastify();
  const served = options.tenant ?? tenant;
  const publicDirectory = options.publicDirectory ?? mkdtempSync(path.join(tmpdir(), 'nori-public-'));
  webManifestRoutes(app, {
    tenant: served,
    defaultLocale: 'ru',
    icons: appIconSource(served, publicDirectory, (message) => options.warnings?.push(message)),
  });
  await app.ready();
  return app;
};

const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
};

describe('the web app manifest', () => {
  it('names the tenant, its colours, a standalone start page and shortcuts to the menu and the orders', async () => {
    const answer = await (await serve()).inject('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Суши Мастер Экспресс',
      short_name: 'Суши',
      lang: 'ru',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#102030',
      background_color: '#102030',
    });
    expect(
      manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url]),
    ).toEqual([
      ['Меню', '/'],
      ['Мои заказы', '/orders'],
    ]);
    expect(
      manifest.icons.map(
        (icon: { sizes: string; purpose: string; type: string }) =>
          `${icon.sizes} ${icon.purpose} ${icon.type}`,
      ),
    ).toEqual(['192x192 any image/png', '512x512 any image/png', '512x512 maskable image/png']);
  });

  it('speaks the language the page asks for, with start and shortcut pages in it', async () => {
    const manifest = (await (await serve()).inject('/manifest.webmanifest?lang=en')).json();
    expect(manifest.lang).toBe('en');
    expect(manifest.start_url).toBe('/?lang=en');
    expect(manifest.shortcuts).toMatchObject([
      { name: 'Menu', url: '/?lang=en' },
      { name: 'My orders', url: '/orders?lang=en' },
    ]);
    // An unknown language is the default's.
    expect((await app!.inject('/manifest.webmanifest?lang=xx')).json().lang).toBe('ru');
  });

  it.each([
    ['Sakura Rolls', 'Sakura Rolls'],
    ['Sakura Rolls Express', 'Sakura'],
    ['Суперсушимастерская', 'Суперсушимас'],
  ])('shortens %s to %s under the icon', (name, short) => expect(shortNameOf(name)).toBe(short));
});

describe('the home-screen icons', () => {
  it('serves every icon the manifest lists as a PNG of its size, and the iOS one', async () => {
    const server = await serve();
    const manifest = (await server.inject('/manifest.webmanifest')).json();
    const paths = [...manifest.icons.map((icon: { src: string }) => icon.src), '/apple-touch-icon.png'];
    const sizes = [...manifest.icons.map((icon: { sizes: string }) => Number(icon.sizes.split('x')[0])), 180];
    for (const [index, src] of paths.entries()) {
      const answer = await server.inject(src);
      expect(answer.statusCode, src).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      const meta = await sharp(answer.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', sizes[index], sizes[index]]);
    }
    // Versioned addresses never change; the bare one iOS asks for is revalidated.
    expect((await server.inject(paths[0])).headers['cache-control']).toContain('immutable');
    expect((await server.inject('/apple-touch-icon.png')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it("draws the mark in the tenant's brand colour, and a maskable icon on its background", async () => {
    const server = await serve();
    const any = (await server.inject('/icons/icon-512.png')).rawPayload;
    // Near the mark's edge, its brand ring; the corner outside the round mark is transparent.
    expect(await pixel(any, 256, 20)).toEqual([0xe4, 0x57, 0x3d, 255]);
    expect((await pixel(any, 0, 0))[3]).toBe(0);
    const maskable = (await server.inject('/icons/maskable-512.png')).rawPayload;
    expect(await pixel(maskable, 0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
  });

  it("draws the tenant's own logo file when it has one", async () => {
    const publicDirectory = mkdtempSync(path.join(tmpdir(), 'nori-public-'));
    const green = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(publicDirectory, 'logo.png'), green);
    const server = await serve({ tenant: { ...tenant, logoUrl: '/logo.png' }, publicDirectory });
    expect(await pixel((await server.inject('/icons/icon-192.png')).rawPayload, 96, 96)).toEqual([
      0, 255, 0, 255,
    ]);
  });

  it('draws the mark, and says why, when the logo cannot be read', async () => {
    const warnings: string[] = [];
    const server = await serve({ tenant: { ...tenant, logoUrl: '/missing.png' }, warnings });
    const icon = (await server.inject('/icons/icon-192.png')).rawPayload;
    expect(await pixel(icon, 96, 10)).toEqual([0xe4, 0x57, 0x3d, 255]);
    expect(warnings).toEqual([expect.stringContaining('/missing.png')]);
  });
});
