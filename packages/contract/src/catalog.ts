// The catalog calls of spec §7, plus the ones the spec names without a path, designed in the
// same style: cities by white label (the whiteLabel query of /1/p/cities) and the delivery zones
// of every restaurant in a city (/1/p/cities/{cityId}/deliveries). Catalog reads are cacheable,
// so each documents 304 (with If-None-Match) and 404 besides the shared 400 and 500.
import { z } from './zod-setup';
import type { CityId, MenuId, RestoId } from '@nori/domain';
import { endpoint } from './endpoint';
import { pageQueryShape, pageSchema } from './page';
import { MAX_ID, pathIdSchema, queryIdListSchema, queryIntSchema, whiteLabelSchema } from './primitives';
import {
  citySchema,
  deliveryZoneSchema,
  positionGroupSchema,
  positionModifiersSchema,
  positionSchema,
  positionTimeSlotSchema,
  promotionSchema,
  restoListItemSchema,
  restoSchema,
  serverTimeSchema,
} from './catalog-schemas';

export * from './catalog-constants';
export * from './catalog-schemas';

// 429 'common.too-many-requests' (Retry-After): the client had too many answers built (cache misses).
const CATALOG_ERRORS = [304, 404, 429] as const;

/** The query parameter that asks a localized call for a language (ru, en, cnr); see Endpoint.localized. */
export const CATALOG_LANG_PARAM = 'lang';

export const getServerTime = endpoint({
  method: 'GET',
  path: '/1/now',
  operationId: 'getServerTime',
  summary: 'Server time, used to correct the client clock',
  tag: 'catalog',
  auth: 'none',
  responses: { 200: serverTimeSchema },
});

export const listCities = endpoint({
  method: 'GET',
  path: '/1/p/cities',
  operationId: 'listCities',
  summary: "The cities of a white label's restaurants",
  tag: 'catalog',
  auth: 'none',
  localized: true,
  query: z.strictObject({ whiteLabel: whiteLabelSchema }),
  responses: { 200: z.array(citySchema) },
  errors: CATALOG_ERRORS,
});

export const getCity = endpoint({
  method: 'GET',
  path: '/1/p/cities/{cityId}',
  operationId: 'getCity',
  summary: 'One city',
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ cityId: pathIdSchema<CityId>() }),
  responses: { 200: citySchema },
  errors: CATALOG_ERRORS,
});

export const listCityDeliveries = endpoint({
  method: 'GET',
  path: '/1/p/cities/{cityId}/deliveries',
  operationId: 'listCityDeliveries',
  summary: "The delivery zones of all the city's restaurants, each with its restoId",
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ cityId: pathIdSchema<CityId>() }),
  query: z.strictObject(pageQueryShape),
  responses: { 200: pageSchema(deliveryZoneSchema) },
  errors: CATALOG_ERRORS,
});

export const listRestos = endpoint({
  method: 'GET',
  path: '/1/p/restos',
  operationId: 'listRestos',
  summary: "A city's restaurants of a white label",
  tag: 'catalog',
  auth: 'none',
  localized: true,
  query: z.strictObject({
    cityId: queryIntSchema.pipe(z.int().positive().max(MAX_ID)),
    whiteLabel: whiteLabelSchema,
  }),
  responses: { 200: z.array(restoListItemSchema) },
  errors: CATALOG_ERRORS,
});

export const getResto = endpoint({
  method: 'GET',
  path: '/1/p/restos/{id}',
  operationId: 'getResto',
  summary: 'Restaurant details: menus, opening hours, payment configuration',
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ id: pathIdSchema<RestoId>() }),
  responses: { 200: restoSchema },
  errors: CATALOG_ERRORS,
});

export const listPositionGroups = endpoint({
  method: 'GET',
  path: '/1/p/menus/{id}/position-groups',
  operationId: 'listPositionGroups',
  summary: "A menu's position groups",
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ id: pathIdSchema<MenuId>() }),
  responses: { 200: z.array(positionGroupSchema) },
  errors: CATALOG_ERRORS,
});

export const listPositions = endpoint({
  method: 'GET',
  path: '/1/p/menus/{id}/positions',
  operationId: 'listPositions',
  summary: "A menu's positions, optionally only the given ids",
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ id: pathIdSchema<MenuId>() }),
  query: z.strictObject({
    ids: queryIdListSchema.optional().describe('Position ids joined by commas'),
    restoId: pathIdSchema<RestoId>()
      .optional()
      .describe('The restaurant whose stop list marks positions soldOut (a menu may serve several)'),
  }),
  responses: { 200: z.array(positionSchema) },
  errors: CATALOG_ERRORS,
});

export const listRestoDeliveries = endpoint({
  method: 'GET',
  path: '/1/restos/{restoId}/deliveries',
  operationId: 'listRestoDeliveries',
  summary: "A restaurant's delivery zones, paged",
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ restoId: pathIdSchema<RestoId>() }),
  query: z.strictObject(pageQueryShape),
  responses: { 200: pageSchema(deliveryZoneSchema) },
  errors: CATALOG_ERRORS,
});

export const listPositionModifiers = endpoint({
  method: 'GET',
  path: '/1/restos/{restoId}/positions/modifiers',
  operationId: 'listPositionModifiers',
  summary: 'Modifier groups of every position of a restaurant that has modifiers',
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ restoId: pathIdSchema<RestoId>() }),
  responses: { 200: z.array(positionModifiersSchema) },
  errors: CATALOG_ERRORS,
});

export const listPositionTimeSlots = endpoint({
  method: 'GET',
  path: '/1/restos/{restoId}/position-time-slots',
  operationId: 'listPositionTimeSlots',
  summary: 'When time-limited positions can be ordered, per day of week',
  tag: 'catalog',
  auth: 'none',
  params: z.strictObject({ restoId: pathIdSchema<RestoId>() }),
  responses: { 200: z.array(positionTimeSlotSchema) },
  errors: CATALOG_ERRORS,
});

export const listPromotions = endpoint({
  method: 'GET',
  path: '/1/restos/{id}/promotions',
  operationId: 'listPromotions',
  summary: "A restaurant's promotions",
  tag: 'catalog',
  auth: 'none',
  localized: true,
  params: z.strictObject({ id: pathIdSchema<RestoId>() }),
  responses: { 200: z.array(promotionSchema) },
  errors: CATALOG_ERRORS,
});

export const catalogEndpoints = [
  getServerTime,
  listCities,
  getCity,
  listCityDeliveries,
  listRestos,
  getResto,
  listPositionGroups,
  listPositions,
  listRestoDeliveries,
  listPositionModifiers,
  listPositionTimeSlots,
  listPromotions,
] as const;
