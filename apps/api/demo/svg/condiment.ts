// Extras from the 'Прочее' group: soy sauce, ginger and wasabi in little dishes, chopsticks.
import type { DishArt } from '../model';
import { el, shadow } from './document';

type CondimentArt = Extract<DishArt, { kind: 'condiment' }>;

const dish = (inside: string) =>
  shadow(el('circle', { cx: 328, cy: 196, r: 110 })) +
  el('circle', { cx: 320, cy: 180, r: 110, fill: '#f1ede6' }) +
  el('circle', { cx: 320, cy: 180, r: 92, fill: '#e2ddd3' }) +
  inside;

export const drawCondiment = (art: CondimentArt) => {
  const [what] = art.colors;
  if (what === 'soy')
    return {
      defs: [],
      body: dish(
        el('circle', { cx: 320, cy: 180, r: 84, fill: '#3a1a08' }) +
          el('ellipse', { cx: 290, cy: 150, rx: 30, ry: 12, fill: '#fff', opacity: 0.18 }),
      ),
    };
  if (what === 'ginger') {
    const petals = [0, 1, 2, 3, 4, 5].map((i) =>
      el('path', {
        d: 'M0 0c20-40 70-40 80 0-20 24-60 24-80 0z',
        fill: i % 2 ? '#ffcfc6' : '#ffdcd4',
        stroke: '#f29a90',
        transform: `translate(320 180) rotate(${i * 60}) translate(-10 0)`,
      }),
    );
    return { defs: [], body: dish(petals.join('')) };
  }
  if (what === 'wasabi')
    return {
      defs: [],
      body: dish(
        el('path', {
          d: 'M270 200c0-40 30-60 50-60s50 20 50 60c-10 20-90 20-100 0z',
          fill: '#9fce4e',
          stroke: '#6f9e2a',
          'stroke-width': 2,
        }) +
          el('path', {
            d: 'M290 170c10-12 30-16 40-10',
            stroke: '#d8f0a0',
            'stroke-width': 5,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
      ),
    };
  const stick = (dy: number) =>
    el('path', {
      d: `M120 ${250 + dy}L520 ${110 + dy}`,
      stroke: '#d9b27a',
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: `M120 ${250 + dy}L220 ${215 + dy}`,
      stroke: '#a8763a',
      'stroke-width': 12,
      'stroke-linecap': 'round',
    });
  return {
    defs: [],
    body:
      shadow(el('path', { d: 'M130 270L530 130M130 300L530 160', stroke: '#000', 'stroke-width': 12 })) +
      stick(0) +
      stick(30) +
      el('rect', { x: 430, y: 130, width: 40, height: 26, rx: 10, fill: '#2f3a44' }),
  };
};
