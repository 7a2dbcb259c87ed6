// Branded number types: a MinorUnits can't be passed where Minutes are expected, and a RestoId
// can't be passed where a MenuId is, though all are plain numbers at run time.
declare const brand: unique symbol;
export type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** An integer count of a currency's minor units (kopecks, cents). */
export type MinorUnits = Brand<number, 'MinorUnits'>;
/** A whole number of minutes. */
export type Minutes = Brand<number, 'Minutes'>;

export type CityId = Brand<number, 'CityId'>;
export type RestoId = Brand<number, 'RestoId'>;
export type MenuId = Brand<number, 'MenuId'>;
export type PositionGroupId = Brand<number, 'PositionGroupId'>;
export type PositionId = Brand<number, 'PositionId'>;
export type ModifierId = Brand<number, 'ModifierId'>;
export type ZoneId = Brand<number, 'ZoneId'>;
export type PromotionId = Brand<number, 'PromotionId'>;
export type PersonId = Brand<number, 'PersonId'>;

export const minorUnits = (value: number): MinorUnits => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Minor units must be an integer, got ${value}`);
  return value as MinorUnits;
};
export const minutes = (value: number): Minutes => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Minutes must be an integer, got ${value}`);
  return value as Minutes;
};
/** Brands an id; ids are positive integers (0 is reserved for the synthetic 'Прочее' group). */
export const id = <Id extends Brand<number, string>>(value: number): Id => value as Id;
