// What the search popup finds: the menu's positions whose name (or, after those, description)
// holds every word typed, case, 'ё' and accents aside. Names starting with the query come first.
// In English or Montenegrin the Russian texts are searched too (issue 24): a visitor may know a
// dish by either name.
import type { Position } from '@nori/contract';

/** Lower case, without accents and the marks of ё and й, so 'cevapi' finds 'ćevapi'. */
const normalise = (text: string) =>
  text.toLocaleLowerCase('ru').normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'dj');

export const SEARCH_RESULT_LIMIT = 30;

/** A position's texts in another language (Russian), by position id. */
export type OtherTexts = ReadonlyMap<number, Pick<Position, 'name' | 'description'>>;

export function searchPositions(
  positions: readonly Position[],
  query: string,
  other: OtherTexts = new Map(),
): Position[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const ranked: Array<{ position: Position; rank: number }> = [];
  for (const position of positions) {
    const texts = [position, other.get(position.id)].filter((found) => found !== undefined);
    const names = texts.map((found) => normalise(found.name));
    const text = texts.map((found) => `${normalise(found.name)} ${normalise(found.description)}`).join(' ');
    if (!words.every((word) => text.includes(word))) continue;
    const inName = names.some((name) => words.every((word) => name.includes(word)));
    const rank = names.some((name) => name.startsWith(words[0] ?? '')) ? 0 : inName ? 1 : 2;
    ranked.push({ position, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.position.order - b.position.order)
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ position }) => position);
}
