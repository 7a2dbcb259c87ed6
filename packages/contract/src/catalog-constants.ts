// The catalog's fixed values, apart from its zod schemas so that a page that needs only these
// (the menu groups its dishes) does not load zod.

/** Spec §3: positions without a group are listed under the synthetic group 0 'Прочее', order 999999. */
export const OTHER_GROUP_ID = 0;
export const OTHER_GROUP_ORDER = 999999;

/** The tag code of the 'cooking longer, 1.5 hours' tag (spec §3, §9). */
export const COOKING_LONGER_TAG = 'COOKING_LONGER';
