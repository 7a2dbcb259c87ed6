// The catalog's translations of the dishes and options an order's lines name (issue 34: a visitor
// reading in English saw their past orders in Russian). An order keeps the names it was placed with;
// these are read at answer time, so a dish since dropped from the catalog keeps its stored name.
import { inArray } from 'drizzle-orm';
import type { TextTranslations } from '@nori/domain';
import type { Database } from '../../../db/client';
import { modifiers, positions } from '../../../db/schema';

type NameTranslations = Map<number, TextTranslations<'name'> | null>;

export async function lineNameTranslations(
  db: Database,
  positionIds: readonly number[],
  modifierIds: readonly number[],
): Promise<{ positions: NameTranslations; modifiers: NameTranslations }> {
  const [positionRows, modifierRows] = await Promise.all([
    positionIds.length === 0
      ? []
      : db
          .select({ id: positions.id, i18n: positions.i18n })
          .from(positions)
          .where(inArray(positions.id, [...positionIds])),
    modifierIds.length === 0
      ? []
      : db
          .select({ id: modifiers.id, i18n: modifiers.i18n })
          .from(modifiers)
          .where(inArray(modifiers.id, [...modifierIds])),
  ]);
  return {
    positions: new Map(positionRows.map((row) => [row.id, row.i18n])),
    modifiers: new Map(modifierRows.map((row) => [row.id, row.i18n])),
  };
}
