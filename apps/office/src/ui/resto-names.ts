import type { OfficeResto } from '@nori/contract';

/** The restaurants' names, comma-separated; an id the list lacks reads '#id'. */
export const restoNames = (ids: readonly number[], restos: readonly OfficeResto[]): string =>
  ids.map((id) => restos.find((resto) => resto.id === id)?.name ?? `#${id}`).join(', ');
