// What the search popup finds: the menu's positions whose name (or, after those, description)
// holds every word typed, case and 'ё' aside. Names starting with the query come first.
import type { Position } from '@nori/contract';

const normalise = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');

export const SEARCH_RESULT_LIMIT = 30;

export function searchPositions(positions: readonly Position[], query: string): Position[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const ranked: Array<{ position: Position; rank: number }> = [];
  for (const position of positions) {
    const name = normalise(position.name);
    const text = `${name} ${normalise(position.description)}`;
    if (!words.every((word) => text.includes(word))) continue;
    const inName = words.every((word) => name.includes(word));
    const rank = name.startsWith(words[0] ?? '') ? 0 : inName ? 1 : 2;
    ranked.push({ position, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.position.order - b.position.order)
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ position }) => position);
}
