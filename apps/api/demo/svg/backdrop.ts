// What every dish photo stands on: a dark slate table, and a plate, a wooden board or a slate
// board under the food. Gradients are lit from the top left like the food on them.
import { HEIGHT, WIDTH, el, linear, radial, shadow, type Random } from './document';

export const TABLE_DEFS = [
  radial(
    'tb',
    [
      [0, '#3b4047'],
      [0.6, '#202328'],
      [1, '#121417'],
    ],
    { cx: 0.45, cy: 0.4, r: 0.8 },
  ),
  radial(
    'pl',
    [
      [0, '#32363c'],
      [0.85, '#24272c'],
      [0.93, '#3a3f46'],
      [1, '#1b1d21'],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  ),
  linear(
    'wd',
    [
      [0, '#a8764a'],
      [0.5, '#8a5a34'],
      [1, '#6b4226'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  ),
  linear('sl', [
    [0, '#4a4f57'],
    [1, '#2b2f35'],
  ]),
];

/** The table with a few faint slate veins, different per picture but stable per seed. */
export const table = (random: Random) => {
  const veins = Array.from({ length: 4 }, () => {
    const y = random() * HEIGHT;
    return `M0 ${Math.round(y)}Q${Math.round(WIDTH / 2)} ${Math.round(y + (random() - 0.5) * 120)} ${WIDTH} ${Math.round(y + (random() - 0.5) * 80)}`;
  });
  return (
    el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#tb)' }) +
    el('path', {
      d: veins.join(''),
      stroke: '#ffffff',
      'stroke-opacity': 0.035,
      'stroke-width': 2,
      fill: 'none',
    })
  );
};

export const roundPlate = (cx: number, cy: number, r: number) =>
  shadow(el('circle', { cx: cx + 6, cy: cy + 12, r })) + el('circle', { cx, cy, r, fill: 'url(#pl)' });

export const woodBoard = (x: number, y: number, w: number, h: number, random: Random) => {
  const grain = Array.from({ length: 5 }, (_, i) => {
    const gy = y + 14 + (i * (h - 28)) / 4 + random() * 6;
    return `M${x + 10} ${Math.round(gy)}C${x + w * 0.3} ${Math.round(gy - 6)} ${x + w * 0.6} ${Math.round(gy + 8)} ${x + w - 10} ${Math.round(gy)}`;
  });
  return (
    shadow(el('rect', { x: x + 8, y: y + 14, width: w, height: h, rx: 14 })) +
    el('rect', { x, y, width: w, height: h, rx: 14, fill: 'url(#wd)' }) +
    el('path', {
      d: grain.join(''),
      stroke: '#4a2c16',
      'stroke-opacity': 0.35,
      'stroke-width': 1.5,
      fill: 'none',
    }) +
    el('rect', { x, y, width: w, height: h, rx: 14, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.12 })
  );
};

export const slateBoard = (x: number, y: number, w: number, h: number) =>
  shadow(el('rect', { x: x + 8, y: y + 14, width: w, height: h, rx: 10 })) +
  el('rect', {
    x,
    y,
    width: w,
    height: h,
    rx: 10,
    fill: 'url(#sl)',
    stroke: '#5b616a',
    'stroke-opacity': 0.6,
  });

/** Pickled ginger and a dab of wasabi: the side garnish that makes a sushi picture read as sushi. */
export const gingerAndWasabi = (x: number, y: number) =>
  el(
    'g',
    { transform: `translate(${x} ${y}) scale(1.5)` },
    el('path', { d: 'M0 0c10-14 30-14 36 0-10 8-26 8-36 0z', fill: '#ffc9c2', stroke: '#f29a90' }),
    el('path', { d: 'M6 6c10-12 28-10 32 4-10 6-24 6-32-4z', fill: '#ffd9d2', stroke: '#f29a90' }),
    el('path', {
      d: 'M8 30c4-10 20-12 26-2 2 8-6 12-14 11-8 0-14-3-12-9z',
      fill: '#9fce4e',
      stroke: '#6f9e2a',
    }),
  );
