// Drinks from the side, like a bar photo: a glass with ice and a garnish, a cup with steam, or a
// bottle with the chain's label.
import type { DishArt } from '../model';
import { el, linear, shadow, text } from './document';

type DrinkArt = Extract<DishArt, { kind: 'drink' }>;

const WATER: [string, string] = ['#eaf6ff', '#a8d4f0'];
const LIQUIDS: Record<string, [string, string]> = {
  yuzu: ['#fff0a0', '#f2c53a'],
  berry: ['#ff6a8a', '#b8163e'],
  cranberry: ['#e8384a', '#8e0f22'],
  matcha: ['#b8dc7a', '#6a9a2a'],
  sencha: ['#d8e08a', '#a8a83a'],
  cola: ['#7a3a1a', '#2a0e04'],
  water: WATER,
  orange: ['#ffc24a', '#f07a10'],
};

const GARNISH: Record<string, string> = { lemon: '#ffe14a', orange: '#ffa22a', berry: '#e8284a' };

const glass = (art: DrinkArt) => {
  const outline = 'M250 70h140l-14 250c-1 10-8 16-18 16h-76c-10 0-17-6-18-16z';
  const liquid = 'M256 112h128l-11 204c-1 8-6 12-14 12h-78c-8 0-13-4-14-12z';
  const ice = [0, 1, 2].map((i) =>
    el('rect', {
      x: 268 + i * 34,
      y: 118 + (i % 2) * 30,
      width: 34,
      height: 34,
      rx: 6,
      fill: '#ffffff',
      opacity: 0.35,
      transform: `rotate(${i * 17 - 12} ${285 + i * 34} ${135 + (i % 2) * 30})`,
    }),
  );
  const bubbles = [0, 1, 2, 3, 4, 5].map((i) =>
    el('circle', { cx: 280 + ((i * 37) % 80), cy: 300 - i * 26, r: 2 + (i % 3), fill: '#fff', opacity: 0.5 }),
  );
  const garnishColor = art.garnish ? GARNISH[art.garnish] : undefined;
  const garnish = garnishColor
    ? el('circle', { cx: 388, cy: 78, r: 34, fill: garnishColor, stroke: '#fff8d0', 'stroke-width': 4 }) +
      el('path', {
        d: 'M388 50v56M360 78h56M368 58l40 40M408 58l-40 40',
        stroke: '#fff8d0',
        'stroke-width': 2,
        opacity: 0.8,
      })
    : '';
  return (
    shadow(el('ellipse', { cx: 326, cy: 336, rx: 80, ry: 12 })) +
    el('path', { d: liquid, fill: 'url(#lq)' }) +
    ice.join('') +
    bubbles.join('') +
    el('path', {
      d: 'M300 40l40 260',
      stroke: '#f2f2f2',
      'stroke-width': 9,
      'stroke-linecap': 'round',
      opacity: 0.9,
    }) +
    el('path', {
      d: outline,
      fill: '#ffffff',
      'fill-opacity': 0.08,
      stroke: '#ffffff',
      'stroke-opacity': 0.55,
      'stroke-width': 3,
    }) +
    el('path', {
      d: 'M262 90l10 210',
      stroke: '#fff',
      'stroke-opacity': 0.35,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    garnish
  );
};

const cup = () =>
  shadow(el('ellipse', { cx: 324, cy: 318, rx: 120, ry: 18 })) +
  el('ellipse', { cx: 320, cy: 306, rx: 120, ry: 20, fill: '#d9d2c4' }) +
  el('path', { d: 'M230 150h180c0 90-20 150-90 150s-90-60-90-150z', fill: 'url(#cp)' }) +
  el('ellipse', { cx: 320, cy: 150, rx: 90, ry: 18, fill: 'url(#lq)' }) +
  el('path', { d: 'M300 150c10-8 30-8 40 0-10 8-30 8-40 0z', fill: '#f7f2e0', opacity: 0.9 }) +
  el('path', {
    d: 'M290 110c-10-20 10-30 0-50M325 105c-10-20 10-30 0-50M360 110c-10-20 10-30 0-50',
    stroke: '#fff',
    'stroke-opacity': 0.3,
    'stroke-width': 5,
    'stroke-linecap': 'round',
    fill: 'none',
  });

const bottle = () =>
  shadow(el('ellipse', { cx: 326, cy: 338, rx: 60, ry: 10 })) +
  el('path', {
    d: 'M300 40h40v50c0 20 30 40 30 80v150c0 10-8 16-18 16h-64c-10 0-18-6-18-16V170c0-40 30-60 30-80z',
    fill: 'url(#lq)',
    stroke: '#ffffff',
    'stroke-opacity': 0.4,
    'stroke-width': 3,
  }) +
  el('rect', { x: 296, y: 30, width: 48, height: 18, rx: 4, fill: '#c8202a' }) +
  el('rect', { x: 272, y: 200, width: 96, height: 70, rx: 6, fill: '#f6f1e6' }) +
  text(
    {
      x: 320,
      y: 243,
      'text-anchor': 'middle',
      'font-family': 'system-ui, sans-serif',
      'font-size': 20,
      'font-weight': 800,
      fill: '#c8202a',
    },
    'UMIKO',
  ) +
  el('path', {
    d: 'M284 120c-6 30-6 150 0 200',
    stroke: '#fff',
    'stroke-opacity': 0.35,
    'stroke-width': 6,
    fill: 'none',
    'stroke-linecap': 'round',
  });

export const drawDrink = (art: DrinkArt) => {
  const [light, shade] = LIQUIDS[art.liquid] ?? WATER;
  const defs = [
    linear(
      'lq',
      [
        [0, light],
        [1, shade],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
    linear(
      'cp',
      [
        [0, '#f4efe6'],
        [1, '#b8ad9a'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  ];
  const body = art.glass === 'tall' ? glass(art) : art.glass === 'cup' ? cup() : bottle();
  return { defs, body };
};
