// Shared pieces of food drawing: one gradient per ingredient, the gloss that makes things look
// moist, and the filling arrangement inside a roll's cross-section.
import { el, linear, radial } from './document';
import { NORI, RICE, colorsOf } from './palette';

/** The gradient of an ingredient; returns its definition and the fill that uses it. */
export const ingredient = (name: string): { def: string; fill: string } => {
  const [light, shade] = colorsOf(name);
  return {
    def: linear(`i-${name}`, [
      [0, light],
      [1, shade],
    ]),
    fill: `url(#i-${name})`,
  };
};

export const BASE_DEFS = [
  radial(
    'rc',
    [
      [0, RICE[0]],
      [0.7, RICE[0]],
      [1, RICE[1]],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  ),
  linear('nr', [
    [0, NORI[0]],
    [1, NORI[1]],
  ]),
  radial(
    'gl',
    [
      [0, '#ffffff', 0.45],
      [0.5, '#ffffff', 0],
    ],
    { cx: 0.3, cy: 0.25, r: 0.6 },
  ),
];

/** A wet-looking highlight over a round piece of food of radius r at the origin. */
export const gloss = (r: number) => el('circle', { r, fill: 'url(#gl)' });

const SKINS: Record<string, string> = {
  cucumber: '#3f7a2f',
  avocado: '#3f6a22',
  cheese: '#ddd2b5',
  crab: '#e8493a',
};

/** Filling blobs inside a roll cross-section of radius r, arranged by how many there are. */
export const fillings = (names: string[], r: number): { defs: string[]; body: string } => {
  const defs: string[] = [];
  const spots = names.map((name, index) => {
    const { def, fill } = ingredient(name);
    defs.push(def);
    const n = names.length;
    const angle = (index / n) * Math.PI * 2 - Math.PI / 2;
    // Fillings pack the space inside the nori, as they do in a well-made roll.
    const distance = n === 1 ? 0 : n === 2 ? r * 0.36 : r * 0.42;
    const size = n === 1 ? r * 0.5 : n === 2 ? r * 0.38 : n === 3 ? r * 0.36 : r * 0.31;
    const skin = SKINS[name];
    const cx = Math.cos(angle) * distance;
    const cy = Math.sin(angle) * distance;
    return el('ellipse', {
      cx,
      cy,
      rx: size,
      ry: size * 0.78,
      transform: `rotate(${Math.round((angle * 180) / Math.PI)} ${Math.round(cx)} ${Math.round(cy)})`,
      fill,
      stroke: skin,
      'stroke-width': skin ? 2.5 : undefined,
    });
  });
  return { defs, body: spots.join('') };
};
