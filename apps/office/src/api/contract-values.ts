// The few values of the contract the office needs at run time, restated here so the app does not
// load the contract's schema modules (zod and the phone rules: ~60 KB gzipped) for three constants.
// Each is checked against the contract's own by the type checker: a role or move added there and
// not here fails `npm run typecheck`.
import type { DESK_MOVES, StaffRole, STAFF_PASSWORD_MIN } from '@nori/contract';

type DeskMove = (typeof DESK_MOVES)[number];

const ROLE_ORDER: Record<StaffRole, number> = { OWNER: 0, OPERATOR: 1, MANAGER: 2 };
export const STAFF_ROLE_LIST = (Object.keys(ROLE_ORDER) as StaffRole[]).sort(
  (a, b) => ROLE_ORDER[a] - ROLE_ORDER[b],
);

const MOVES: Record<DeskMove, true> = { COOKING: true, READY_FOR_PICKUP: true, ON_THE_WAY: true, DONE: true };
export const isDeskMove = (status: string): status is DeskMove => Object.hasOwn(MOVES, status);
export type { DeskMove };

export const MIN_PASSWORD_LENGTH: typeof STAFF_PASSWORD_MIN = 10;
