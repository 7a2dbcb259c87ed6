// A pizza from above: crust, sauce, melted cheese and the toppings that name it.
import type { DishArt } from '../model';
import { el, radial, shadow, type Random } from './document';
import { SESAME } from './food-patterns';

type PizzaArt = Extract<DishArt, { kind: 'pizza' }>;
const CX = 300;
const CY = 180;

const topping = (name: string, x: number, y: number, angle: number) => {
  const at = `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(angle)})`;
  if (name === 'pepperoni')
    return (
      el('circle', { r: 17, fill: '#c8381f', stroke: '#8e2212', 'stroke-width': 2, transform: at }) +
      el('circle', { cx: x - 5, cy: y - 5, r: 4, fill: '#ff8a6a', opacity: 0.5 })
    );
  if (name === 'tomato')
    return el('circle', { r: 15, fill: '#e83a2a', stroke: '#ff8a7a', 'stroke-width': 3, transform: at });
  if (name === 'basil')
    return el('path', { d: 'M-14 0c6-10 22-10 28 0-6 10-22 10-28 0z', fill: '#3f9a2a', transform: at });
  if (name === 'eel')
    return el('rect', {
      x: -20,
      y: -8,
      width: 40,
      height: 16,
      rx: 6,
      fill: '#7a4a1e',
      stroke: '#3b1a06',
      transform: at,
    });
  if (name === 'bluecheese')
    return el('circle', {
      r: 11,
      fill: '#eef0ea',
      stroke: '#8aa0aa',
      'stroke-dasharray': '3 3',
      transform: at,
    });
  if (name === 'cheddar') return el('circle', { r: 13, fill: '#f6b42a', opacity: 0.8, transform: at });
  return '';
};

export const drawPizza = (art: PizzaArt, random: Random) => {
  // Melted cheese spread evenly over the sauce (sqrt keeps the blobs from crowding the middle).
  const cheese = Array.from({ length: 18 }, () => {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 105;
    return el('circle', {
      cx: CX + Math.cos(a) * d,
      cy: CY + Math.sin(a) * d,
      r: 18 + random() * 14,
      fill: '#fff0c0',
      opacity: 0.7,
    });
  });
  const toppings = art.accents.flatMap((name, i) =>
    Array.from({ length: name === 'sesame' ? 0 : 8 }, (_, k) => {
      const a = k * 0.79 + i * 0.4;
      const d = 35 + ((k * 29 + i * 17) % 75);
      return topping(name, CX + Math.cos(a) * d, CY + Math.sin(a) * d, random() * 180);
    }),
  );
  const slices = Array.from({ length: 4 }, (_, k) => {
    const a = (k * Math.PI) / 4;
    return `M${Math.round(CX - Math.cos(a) * 150)} ${Math.round(CY - Math.sin(a) * 150)}L${Math.round(CX + Math.cos(a) * 150)} ${Math.round(CY + Math.sin(a) * 150)}`;
  });
  return {
    defs: [
      radial(
        'cu',
        [
          [0.8, '#f0b25a'],
          [0.92, '#d98a34'],
          [1, '#a85a1e'],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      ),
      radial('sa', [
        [0, '#e8503a'],
        [1, '#b82e1e'],
      ]),
      SESAME,
    ],
    body:
      shadow(el('circle', { cx: CX + 8, cy: CY + 14, r: 160 })) +
      el('circle', { cx: CX, cy: CY, r: 160, fill: '#2b2e33' }) +
      el('circle', { cx: CX, cy: CY, r: 152, fill: 'url(#cu)' }) +
      el('circle', { cx: CX, cy: CY, r: 128, fill: 'url(#sa)' }) +
      cheese.join('') +
      toppings.join('') +
      (art.accents.includes('sesame') ? el('circle', { cx: CX, cy: CY, r: 126, fill: 'url(#ss)' }) : '') +
      el('path', { d: slices.join(''), stroke: '#7a3a12', 'stroke-opacity': 0.35, 'stroke-width': 2 }),
  };
};
