// The building blocks every area schema shares: ids, money, coordinates, and the numbers that
// arrive as strings in paths and query strings. Output types carry the domain's brands, so a
// parsed RestoId cannot be passed where a MenuId is expected; on the wire they are plain numbers.
import { z } from './zod-setup';
import type { MinorUnits, Minutes } from '@nori/domain';

/** Ids are PostgreSQL integers: a larger one names nothing and is refused as bad input. */
export const MAX_ID = 2_147_483_647;
const positiveId = () => z.int().positive().max(MAX_ID);

/** A positive integer id, typed as the domain's branded id once parsed. */
export const idSchema = <Id extends number>() => positiveId() as unknown as z.ZodType<Id, number>;

/** A non-negative integer count of minor units (kopecks, cents). */
export const moneySchema = z.int().nonnegative() as unknown as z.ZodType<MinorUnits, number>;

/** Money with an upper bound (a column's range, a rule's ceiling). */
export const moneyUpTo = (max: number) =>
  z.int().nonnegative().max(max) as unknown as z.ZodType<MinorUnits, number>;

/** A whole, non-negative number of minutes. */
export const minutesSchema = z.int().nonnegative() as unknown as z.ZodType<Minutes, number>;

export const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** 'HH:MM' or 'HH:MM:SS', local time of the restaurant. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Expected HH:MM');

/**
 * Characters that draw nothing but can change what a restaurant reads: control characters and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can show
 * 'кв. 12' as '21 .вк' or hide part of a comment (issue 20). Tabs and line breaks become spaces.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for.
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/g;

/**
 * Free text a customer types (names, addresses, comments), with the invisible controls stripped
 * rather than refused: they come with pasted text the customer never saw, so refusing them would
 * fail a checkout over nothing visible; stripped, the restaurant reads what the customer saw.
 */
export const plainTextSchema = () =>
  z
    .string()
    .overwrite((text) => text.replace(LINE_BREAKS, ' ').replace(INVISIBLE_CONTROLS, ''))
    .trim();

/**
 * The OpenAPI pattern of free text that must not come out empty once stripped and trimmed: some
 * character that is neither white space nor stripped, and no NUL or unpaired surrogate anywhere.
 */
export const NON_BLANK_TEXT_PATTERN =
  '^[^\\u0000\\uD800-\\uDFFF]*[^\\s\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF][^\\u0000\\uD800-\\uDFFF]*$';

/** The same for text that is only trimmed (a search query): some character that is not white space. */
export const NON_SPACE_TEXT_PATTERN =
  '^[^\\u0000\\uD800-\\uDFFF]*[^\\s\\u0000\\uD800-\\uDFFF][^\\u0000\\uD800-\\uDFFF]*$';

/** Free text that must say something (a name, an address), with the document saying so too. */
export const requiredTextSchema = (maxLength: number) =>
  plainTextSchema().min(1).max(maxLength).meta({ pattern: NON_BLANK_TEXT_PATTERN });

/** What a header value can carry over HTTP and means as a token: visible ASCII (issue 20). */
export const HEADER_TEXT = /^[\x21-\x7E]+$/;

/** The tenant code a storefront is configured with. */
export const whiteLabelSchema = z.string().min(1).max(64).describe('Tenant code of the storefront');

/** A phone number in international form, e.g. +79991234567; the domain checks it more closely. */
export const phoneSchema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'Expected an international phone number');

export const urlValueSchema = z.object({ url: z.string().min(1) });
export const tagSchema = z.object({ code: z.string(), id: z.int().positive(), name: z.string() });

// Paths and query strings carry text. A numeric field accepts a number (what the typed client is
// given) or a string of digits (what the server receives) and always parses to a number; '12abc',
// '1e3', ' 12' and '' are rejected rather than coerced.
const digits = /^\d{1,15}$/;
const integerText = z.string().regex(digits, 'Expected a whole number').transform(Number);

/** A path id: a positive integer given as a number or as a string of digits. */
export const pathIdSchema = <Id extends number>() =>
  z.union([z.int(), integerText]).pipe(positiveId()) as unknown as z.ZodType<Id, number | string>;

/** A non-negative integer query parameter given as a number or as a string of digits. */
export const queryIntSchema = z.union([z.int(), integerText]).pipe(z.int().nonnegative());

/**
 * A list of positive ids in a query: an array (the client joins it with commas) or the
 * comma-joined text the server receives.
 */
export const queryIdListSchema = z
  .union([z.array(positiveId()), z.string().regex(/^\d{1,15}(,\d{1,15})*$/, 'Expected ids joined by commas')])
  .transform((value) => (typeof value === 'string' ? value.split(',').map(Number) : value))
  .pipe(z.array(positiveId()).min(1));
