// One picture per dish: the table, then the dish drawn by its kind.
import type { DishArt } from '../model';
import { TABLE_DEFS, table } from './backdrop';
import { SHADOW_FILTER, seededRandom, svgDocument, type Random } from './document';
import { BASE_DEFS } from './ingredients';
import { drawCondiment } from './condiment';
import { drawDessert } from './dessert';
import { drawDrink } from './drink';
import { drawHot } from './hot';
import { drawMaki } from './maki';
import { drawNigiri } from './nigiri';
import { drawPizza } from './pizza';
import { drawSet } from './set';
import { drawSoup } from './soup';

export interface Drawing {
  defs: string[];
  body: string;
}

export const drawArt = (art: DishArt, random: Random): Drawing => {
  switch (art.kind) {
    case 'maki':
      return drawMaki(art, random);
    case 'nigiri':
    case 'gunkan':
      return drawNigiri(art, random);
    case 'set':
      return drawSet(art, random);
    case 'soup':
      return drawSoup(art, random);
    case 'wok':
    case 'poke':
    case 'gyoza':
    case 'tempura':
      return drawHot(art, random);
    case 'pizza':
      return drawPizza(art, random);
    case 'drink':
      return drawDrink(art);
    case 'dessert':
      return drawDessert(art, random);
    case 'condiment':
      return drawCondiment(art);
  }
};

export const dishSvg = (slug: string, title: string, art: DishArt) => {
  const random = seededRandom(slug);
  const drawing = drawArt(art, random);
  return svgDocument(
    title,
    [SHADOW_FILTER, ...TABLE_DEFS, ...BASE_DEFS, ...drawing.defs],
    [table(random), drawing.body],
  );
};
