// The demo pictures: every one the catalog names exists, is what the generator draws, is small and
// self-contained (no fonts or hosts from outside), and has the 16:9 shape the storefront expects.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDemoImages } from '../../demo/images';
import type { CatalogFile } from '../../src/modules/catalog/catalog-file/schema';

const demoUrl = new URL('../../demo/', import.meta.url);
const chain = JSON.parse(readFileSync(new URL('demo-chain.json', demoUrl), 'utf8')) as CatalogFile;
const images = buildDemoImages();

const referenced = [
  ...chain.restos.flatMap((resto) => resto.photos.map((photo) => photo.url)),
  ...chain.positionGroups.flatMap((group) => group.photos.map((photo) => photo.url)),
  ...chain.positions.flatMap((position) => position.photos.map((photo) => photo.url)),
  ...chain.promotions.map((promotion) => promotion.image),
  // Banners drawn per language (their words translated).
  ...chain.promotions.flatMap((promotion) =>
    Object.values(promotion.i18n ?? {}).flatMap((texts) => (texts?.image ? [texts.image] : [])),
  ),
];

describe('demo images', () => {
  it('has a file for every picture the catalog names', () => {
    const missing = [...new Set(referenced)].filter(
      (url) => !existsSync(new URL(`images/${url.replace('/images/', '')}`, demoUrl)),
    );
    expect(missing).toEqual([]);
    expect(images.map((image) => `/images/${image.path}`)).toEqual(
      expect.arrayContaining([...new Set(referenced)]),
    );
  });

  it('are what the generator draws', () => {
    const stale = images.filter(
      (image) => readFileSync(new URL(`images/${image.path}`, demoUrl), 'utf8') !== image.svg,
    );
    expect(stale.map((image) => image.path)).toEqual([]);
  });

  it('are under 6 KB, 16:9 (except the logo) and self-contained', () => {
    for (const { path, svg } of images) {
      expect(svg.length, path).toBeLessThan(6 * 1024);
      if (path !== 'logo.svg') expect(svg, path).toContain('viewBox="0 0 640 360"');
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), path).not.toMatch(
        /https?:|@import|@font-face/,
      );
    }
  });

  it('sets text in the system font only', () => {
    const families = new Set(
      images.flatMap(({ svg }) => [...svg.matchAll(/font-family="([^"]+)"/g)].map((match) => match[1])),
    );
    expect([...families]).toEqual(['system-ui, sans-serif']);
  });
});
