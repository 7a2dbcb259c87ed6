// The catalog file: one JSON document holding a whole tenant (a restaurant chain). It is what
// `npm run catalog:import` reads and `catalog:export` writes; its format is documented in
// apps/api/docs/catalog-format.md. Entities are in ./entities, whole-file checks in ./references.
import { z } from 'zod';
import {
  citySchema,
  discountSchema,
  menuSchema,
  modifierGroupSchema,
  positionGroupSchema,
  positionSchema,
  promoCodeSchema,
  promotionSchema,
  restoSchema,
  tenantSchema,
  timeSlotSchema,
  zoneSchema,
} from './entities';
import { checkCatalogFile } from './references';
import type { CatalogProblem } from '../../../errors';

export const CATALOG_FORMAT_VERSION = 1;

const catalogFileShape = z.strictObject({
  formatVersion: z.literal(CATALOG_FORMAT_VERSION),
  tenant: tenantSchema,
  cities: z.array(citySchema),
  restos: z.array(restoSchema),
  menus: z.array(menuSchema),
  positionGroups: z.array(positionGroupSchema),
  positions: z.array(positionSchema),
  modifierGroups: z.array(modifierGroupSchema),
  timeSlots: z.array(timeSlotSchema),
  zones: z.array(zoneSchema),
  promotions: z.array(promotionSchema),
  promoCodes: z.array(promoCodeSchema),
  discounts: z.array(discountSchema),
});
export type CatalogFileShape = z.infer<typeof catalogFileShape>;

/** The whole catalog file, cross references included. */
export const catalogFileSchema = catalogFileShape.superRefine(checkCatalogFile);
export type CatalogFile = z.infer<typeof catalogFileSchema>;

export type City = CatalogFile['cities'][number];
export type Resto = CatalogFile['restos'][number];
export type Menu = CatalogFile['menus'][number];
export type PositionGroup = CatalogFile['positionGroups'][number];
export type Position = CatalogFile['positions'][number];
export type ModifierGroup = CatalogFile['modifierGroups'][number];
export type TimeSlot = CatalogFile['timeSlots'][number];
export type Zone = CatalogFile['zones'][number];
export type Promotion = CatalogFile['promotions'][number];
export type PromoCode = CatalogFile['promoCodes'][number];
export type Discount = CatalogFile['discounts'][number];

const formatPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );

/** PostgreSQL's text cannot hold U+0000: every string that has one, by its path (a 500 otherwise). */
const nulCharacters = (value: unknown, path: PropertyKey[] = []): CatalogProblem[] => {
  if (typeof value === 'string')
    return value.includes('\0')
      ? [{ path: formatPath(path) || '(root)', message: 'Text must not contain the NUL character (U+0000)' }]
      : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    nulCharacters(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
};

/** Parses a catalog file; on failure returns every problem with its path (never only the first). */
export function parseCatalogFile(
  input: unknown,
): { ok: true; file: CatalogFile } | { ok: false; problems: CatalogProblem[] } {
  const result = catalogFileSchema.safeParse(input);
  const nul = nulCharacters(input);
  if (result.success && nul.length === 0) return { ok: true, file: result.data };
  const problems = (result.success ? [] : result.error.issues).map((issue) => ({
    path: formatPath(issue.path) || '(root)',
    message: issue.message,
  }));
  return { ok: false, problems: [...nul, ...problems] };
}
