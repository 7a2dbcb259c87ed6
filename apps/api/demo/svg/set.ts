// A set: several rolls on one wooden board, four pieces of each, so the picture says "a lot of
// different rolls" at a glance.
import type { DishArt } from '../model';
import { el, type Random } from './document';
import { CRUMBS, RICE_GRAINS, SESAME } from './food-patterns';
import { gloss, ingredient } from './ingredients';
import { woodBoard } from './backdrop';

type SetArt = Extract<DishArt, { kind: 'set' }>;
const R = 25;

/** One small piece for a filling; golden crumbs for tempura, a cheese cap for baked rolls. */
const miniPiece = (id: string, filling: string, index: number) => {
  const rice = el('circle', { r: R - 3, fill: 'url(#rc)' }) + el('circle', { r: R - 3, fill: 'url(#rg)' });
  if (filling === 'tempura' || filling === 'baked') {
    const crust = ingredient(filling);
    const top =
      filling === 'tempura'
        ? el('circle', { r: R, fill: 'url(#cr)' })
        : el('circle', { r: R * 0.55, fill: '#c7661e', opacity: 0.3 });
    return {
      defs: [crust.def, CRUMBS],
      body: el('g', { id }, el('circle', { r: R, fill: crust.fill }), top, gloss(R)),
    };
  }
  const core = ingredient(filling);
  const wrap =
    index % 2 === 0
      ? el('circle', { r: R, fill: 'url(#nr)' })
      : el('circle', { r: R, fill: 'url(#rc)' }) + el('circle', { r: R, fill: 'url(#ss)' });
  const inner =
    index % 2 === 0 ? '' : el('circle', { r: R * 0.55, fill: 'none', stroke: '#1d2a21', 'stroke-width': 2 });
  return {
    defs: [core.def, SESAME],
    body: el(
      'g',
      { id },
      wrap,
      index % 2 === 0 ? rice : el('circle', { r: R * 0.8, fill: 'url(#rc)' }),
      inner,
      el('circle', { r: R * 0.4, fill: core.fill }),
      gloss(R),
    ),
  };
};

export const drawSet = (art: SetArt, random: Random) => {
  // Pieces sit upright (no turn per piece): a set has many, and every attribute costs bytes.
  const n = art.fillings.length;
  // Up to three rolls stand in one row; more fill two rows.
  const rows = n <= 3 ? 1 : 2;
  const columns = Math.ceil(n / rows);
  const cluster = R * 4 + 14;
  const width = columns * cluster + 36;
  const height = rows * cluster + 30;
  const x0 = 320 - width / 2;
  const y0 = 180 - height / 2;
  const defs: string[] = [RICE_GRAINS];
  const uses: string[] = [];
  art.fillings.forEach((filling, index) => {
    const piece = miniPiece(`m${index}`, filling, index);
    defs.push(...piece.defs, piece.body);
    const cx = x0 + 18 + cluster / 2 + Math.floor(index / rows) * cluster;
    const cy = y0 + 15 + cluster / 2 + (index % rows) * cluster;
    for (let k = 0; k < 4; k++) {
      const x = cx + (k % 2 === 0 ? -1 : 1) * (R + 2);
      const y = cy + (k < 2 ? -1 : 1) * (R + 2);
      uses.push(el('use', { href: `#m${index}`, x, y }));
    }
  });
  return { defs, body: woodBoard(x0, y0, width, height, random) + uses.join('') };
};
