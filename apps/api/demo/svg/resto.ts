// A restaurant's photo (16:9): the chain's storefront at dusk, dressed for where it stands — a
// brick street in Kazan, a mall food court, the stone Old Town or the beach promenade in Budva.
import { HEIGHT, WIDTH, el, linear, svgDocument, text } from './document';
import { LOGO_DEFS, logoMark } from './logo';

export type RestoScene = 'brick' | 'modern' | 'mall' | 'stone' | 'beach';

const WALLS: Record<RestoScene, [string, string]> = {
  brick: ['#9a5a42', '#6a3424'],
  modern: ['#46505c', '#2a3038'],
  mall: ['#3a3f48', '#24272c'],
  stone: ['#d8c49a', '#a8905e'],
  beach: ['#f2ede2', '#cfc6b4'],
};

const FONT = 'system-ui, sans-serif';

const sky = (scene: RestoScene) => {
  if (scene === 'mall')
    return (
      el('rect', { width: WIDTH, height: HEIGHT, fill: '#1c1e23' }) +
      [80, 240, 400, 560]
        .map((x) => el('ellipse', { cx: x, cy: 20, rx: 50, ry: 8, fill: '#fff6d8', opacity: 0.6 }))
        .join('')
    );
  const sea =
    scene === 'stone' || scene === 'beach'
      ? el('rect', { y: 150, width: WIDTH, height: 60, fill: '#1f5a8a' }) +
        el('path', {
          d: 'M0 165h640M0 185h640',
          stroke: '#ffd8a0',
          'stroke-opacity': 0.3,
          'stroke-dasharray': '30 20',
        })
      : '';
  return (
    el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#sk)' }) +
    el('circle', { cx: 560, cy: 70, r: 26, fill: '#ffd38a', opacity: 0.8 }) +
    sea
  );
};

/** A red paper lantern hanging from the awning. */
const lantern = (x: number) =>
  el('path', { d: `M${x} 150v12`, stroke: '#222' }) +
  el('ellipse', { cx: x, cy: 182, rx: 14, ry: 20, fill: '#e63b2e' }) +
  el('path', {
    d: `M${x - 14} 182h28M${x - 7} 164v36M${x + 7} 164v36`,
    stroke: '#ffb36a',
    'stroke-opacity': 0.5,
  });

const windowPane = (x: number) =>
  el('rect', {
    x,
    y: 150,
    width: 150,
    height: 130,
    rx: 4,
    fill: 'url(#wi)',
    stroke: '#1a1a1a',
    'stroke-width': 6,
  }) +
  el('path', {
    d: `M${x + 20} 262h110M${x + 40} 262v-30h30v30M${x + 90} 262v-40h24v40`,
    stroke: '#5a2a10',
    'stroke-width': 4,
    fill: 'none',
    opacity: 0.6,
  }) +
  el('circle', { cx: x + 75, cy: 180, r: 14, fill: '#fff2c0', opacity: 0.7 });

const plant = (x: number) =>
  el('rect', { x: x - 16, y: 300, width: 32, height: 30, rx: 4, fill: '#3a2a20' }) +
  el('circle', { cx: x, cy: 284, r: 24, fill: '#2f6a2a' }) +
  el('circle', { cx: x - 10, cy: 276, r: 14, fill: '#3f8a3a' });

/** The shop sign: the brand and what it sells, in the script of the street it hangs in. */
export interface ShopSign {
  brand: string;
  goods: string;
}
const CYRILLIC_SIGN: ShopSign = { brand: 'УМИКО', goods: 'СУШИ · РОЛЛЫ' };

export const restoSvg = (title: string, scene: RestoScene, sign: ShopSign = CYRILLIC_SIGN) => {
  const [wall, wallShade] = WALLS[scene];
  const bricks =
    scene === 'brick'
      ? el('path', {
          d: Array.from({ length: 12 }, (_, i) => `M80 ${92 + i * 20}h480`).join(''),
          stroke: '#5a2a1c',
          'stroke-opacity': 0.4,
        })
      : '';
  const arches =
    scene === 'stone'
      ? el('path', {
          d: 'M80 330V120q0-40 40-40M560 330V120q0-40-40-40',
          stroke: '#8a744a',
          'stroke-width': 8,
          fill: 'none',
        })
      : '';
  return svgDocument(
    title,
    [
      ...LOGO_DEFS,
      linear(
        'sk',
        [
          [0, '#1b2748'],
          [0.6, '#6a4a7a'],
          [1, '#e8906a'],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
      linear(
        'wl',
        [
          [0, wall],
          [1, wallShade],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
      linear(
        'wi',
        [
          [0, '#ffe6a8'],
          [1, '#e8883a'],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
    ],
    [
      sky(scene),
      el('rect', { x: 80, y: 70, width: 480, height: 270, fill: 'url(#wl)' }),
      bricks,
      arches,
      el('rect', { x: 110, y: 84, width: 420, height: 50, rx: 6, fill: '#15171b' }),
      logoMark(150, 109, 19),
      text(
        {
          x: 180,
          y: 121,
          'font-family': FONT,
          'font-size': 32,
          'font-weight': 800,
          'letter-spacing': 3,
          fill: '#ffffff',
        },
        sign.brand,
      ),
      text(
        { x: 512, y: 116, 'text-anchor': 'end', 'font-family': FONT, 'font-size': 14, fill: '#ffb36a' },
        sign.goods,
      ),
      el('path', { d: 'M100 134h440l-20 18H120z', fill: '#c41e2a' }),
      windowPane(110),
      windowPane(380),
      el('rect', {
        x: 276,
        y: 160,
        width: 88,
        height: 170,
        rx: 4,
        fill: '#2a1a10',
        stroke: '#1a1a1a',
        'stroke-width': 6,
      }),
      el('rect', { x: 288, y: 174, width: 64, height: 100, fill: 'url(#wi)', opacity: 0.85 }),
      lantern(96),
      lantern(544),
      el('rect', { y: 330, width: WIDTH, height: 30, fill: '#2a2c30' }),
      plant(100),
      plant(540),
    ],
  );
};
