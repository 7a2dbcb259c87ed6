// What a route tells the shell about itself (its `handle` export).
import type { UIMatch } from 'react-router';

/** The layouts of spec §2; 'default' when a route sets none. */
export const LAYOUTS = ['custom', 'custom-default', 'default', 'error', 'simple'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface RouteHandle {
  layout?: LayoutName;
  /** A layer over another page (position, promotion): navigation into and out of it keeps the scroll. */
  layer?: boolean;
  /** The visitor must have chosen a city and a place before this page (the startup bootloader). */
  needsLocation?: boolean;
}

const handleOf = (match: UIMatch): RouteHandle => (match.handle ?? {}) as RouteHandle;

/** The deepest route's choice wins, so a child page can change its parent's layout. */
export const layoutOf = (matches: readonly UIMatch[]): LayoutName =>
  matches.reduce<LayoutName>((layout, match) => handleOf(match).layout ?? layout, 'default');

export const isLayer = (matches: readonly UIMatch[]): boolean =>
  matches.some((match) => handleOf(match).layer);

export const needsLocation = (matches: readonly UIMatch[]): boolean =>
  matches.some((match) => handleOf(match).needsLocation);
