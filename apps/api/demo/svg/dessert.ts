// Desserts from above on a small plate: a cheesecake wedge, mochi, a cake, ice cream.
import type { DishArt } from '../model';
import { el, radial, type Random } from './document';
import { roundPlate } from './backdrop';

type DessertArt = Extract<DishArt, { kind: 'dessert' }>;
const CX = 300;
const CY = 180;

const VANILLA: [string, string] = ['#fffaf0', '#f0e2c0'];
const TONES: Record<string, [string, string]> = {
  berry: ['#fffaf0', '#f2e2c4'],
  matcha: ['#d6ecaa', '#8fbf4a'],
  mango: ['#ffe9a8', '#ffc23a'],
  strawberry: ['#ffe3ea', '#ff9ab4'],
  chocolate: ['#7a4024', '#3a1a0c'],
  yuzu: ['#fff4b0', '#ffd23a'],
  sesame: ['#6a6a6a', '#2e2e2e'],
  vanilla: VANILLA,
};

const tone = (name: string, id: string) => {
  const [light, shade] = TONES[name] ?? VANILLA;
  return radial(
    id,
    [
      [0, light],
      [1, shade],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
};

const berries = (random: Random, count: number, radius: number) =>
  Array.from({ length: count }, () => {
    const a = random() * Math.PI * 2;
    const d = random() * radius;
    return el('circle', {
      cx: CX + Math.cos(a) * d,
      cy: CY + Math.sin(a) * d,
      r: 7,
      fill: '#b8163e',
      stroke: '#ff6a8a',
    });
  }).join('');

/** A fondant cut open: the molten middle runs onto the plate, a scoop of ice cream beside it. */
const fondant = (random: Random) =>
  el('circle', { cx: CX, cy: CY, r: 126, fill: '#24272c' }) +
  el('path', { d: `M${CX - 20} ${CY + 10}c30-10 70 10 90 40s-10 50-40 40-60-40-50-80z`, fill: '#3a1606' }) +
  el('circle', { cx: CX - 30, cy: CY - 10, r: 80, fill: 'url(#d0)' }) +
  el('circle', { cx: CX - 10, cy: CY + 12, r: 30, fill: '#2a0e04' }) +
  Array.from({ length: 24 }, () =>
    el('circle', {
      cx: CX - 30 + (random() - 0.5) * 130,
      cy: CY - 10 + (random() - 0.5) * 130,
      r: 1.6,
      fill: '#fff',
      opacity: 0.7,
    }),
  ).join('') +
  el('circle', { cx: CX + 78, cy: CY - 58, r: 36, fill: '#fffaf0' }) +
  el('circle', { cx: CX + 68, cy: CY - 68, r: 11, fill: '#fff' }) +
  el('path', { d: `M${CX + 92} ${CY - 90}c10-14 26-10 28 0-10 10-22 8-28 0z`, fill: '#3f9a2a' }) +
  el('circle', { cx: CX + 40, cy: CY + 84, r: 10, fill: '#c8163e' });

export const drawDessert = (art: DessertArt, random: Random) => {
  const [first = 'vanilla', second = first, third = first] = art.colors;
  const plate = roundPlate(CX, CY, 150);
  if (art.style === 'cheesecake') {
    const wedge = 'M300 60L420 250A150 150 0 0 1 180 250z';
    return {
      defs: [tone(first === 'matcha' ? 'matcha' : 'berry', 'd0')],
      body:
        plate +
        el('path', { d: wedge, fill: 'url(#d0)', stroke: '#d9b878', 'stroke-width': 2 }) +
        el('path', {
          d: 'M420 250A150 150 0 0 1 180 250',
          stroke: '#b8863a',
          'stroke-width': 14,
          fill: 'none',
        }) +
        (first === 'berry'
          ? el('path', {
              d: 'M250 200c20-20 40 10 60-8s30 20 50 0',
              stroke: '#b8163e',
              'stroke-width': 10,
              fill: 'none',
              'stroke-linecap': 'round',
            }) + berries(random, 5, 40)
          : el('circle', { cx: 300, cy: 190, r: 16, fill: '#6a9a2a', opacity: 0.4 })),
    };
  }
  if (art.style === 'mochi') {
    const balls = [first, second, third].map(
      (name, i) =>
        el('circle', { cx: CX - 70 + i * 70, cy: CY + (i === 1 ? -30 : 20), r: 58, fill: `url(#d${i})` }) +
        el('ellipse', {
          cx: CX - 90 + i * 70,
          cy: CY - 20 + (i === 1 ? -30 : 20),
          rx: 18,
          ry: 10,
          fill: '#fff',
          opacity: 0.45,
        }),
    );
    return { defs: [tone(first, 'd0'), tone(second, 'd1'), tone(third, 'd2')], body: plate + balls.join('') };
  }
  if (art.style === 'icecream') {
    const scoops = [first, second].map(
      (name, i) =>
        el('circle', { cx: CX - 50 + i * 100, cy: CY, r: 62, fill: `url(#d${i})` }) +
        el('circle', { cx: CX - 70 + i * 100, cy: CY - 22, r: 14, fill: '#fff', opacity: 0.3 }),
    );
    return {
      defs: [tone(first, 'd0'), tone(second, 'd1')],
      body:
        plate +
        el('circle', { cx: CX, cy: CY, r: 130, fill: '#e9e4da' }) +
        scoops.join('') +
        el('path', { d: 'M360 110l40-40', stroke: '#c0a070', 'stroke-width': 10, 'stroke-linecap': 'round' }),
    };
  }
  // A round cake: a dark fondant with molten middle, or a whole glazed cake with cream dots.
  const dots = Array.from({ length: 14 }, (_, i) =>
    el('circle', {
      cx: CX + Math.cos(i * 0.449) * 105,
      cy: CY + Math.sin(i * 0.449) * 105,
      r: 10,
      fill: '#fffaf0',
    }),
  );
  return {
    defs: [tone(first, 'd0')],
    body:
      plate +
      el('circle', { cx: CX, cy: CY, r: 124, fill: 'url(#d0)' }) +
      (first === 'chocolate'
        ? fondant(random)
        : dots.join('') +
          el('circle', { cx: CX, cy: CY, r: 36, fill: '#ffd23a', stroke: '#fff6c0', 'stroke-width': 6 }) +
          el('path', {
            d: `M${CX - 30} ${CY}h60M${CX} ${CY - 30}v60`,
            stroke: '#fff6c0',
            'stroke-width': 3,
          })),
  };
};
