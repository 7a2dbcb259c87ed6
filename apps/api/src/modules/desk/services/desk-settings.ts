// A restaurant's desk settings: auto-accept, the alarm, and busy mode per order type. A restaurant
// that never saved any has the defaults: every order answered by hand, the alarm after 5 minutes,
// not busy. Busy mode is read by the order-time rules of every preflight and order.
import type { z } from 'zod';
import type { deskSettingsSchema } from '@nori/contract';
import { NOT_BUSY, type BusyMode, type DeliveryType } from '@nori/domain';
import type { Database } from '../../../db/client';
import { findDeskSettings, savedAlarmMinutes, type DeskSettingsRow } from '../repositories/desk-repository';

export const DEFAULT_ALARM_AFTER_MINUTES = 5;

export type DeskSettingsDto = z.input<typeof deskSettingsSchema>;

export const defaultDeskSettings = (restoId: number, at: Date): DeskSettingsRow => ({
  restoId,
  autoAcceptMinutes: null,
  alarmAfterMinutes: DEFAULT_ALARM_AFTER_MINUTES,
  deliveryPausedUntil: null,
  deliveryExtraMinutes: 0,
  takeAwayPausedUntil: null,
  takeAwayExtraMinutes: 0,
  updatedAt: at,
});

/** Each restaurant's alarm minutes (the default where none were saved), in one read. */
export async function alarmMinutesOf(db: Database, restoIds: number[]): Promise<(restoId: number) => number> {
  const saved = await savedAlarmMinutes(db, restoIds);
  return (restoId) => saved.get(restoId) ?? DEFAULT_ALARM_AFTER_MINUTES;
}

export async function deskSettingsOf(db: Database, restoId: number, at: Date): Promise<DeskSettingsRow> {
  return (await findDeskSettings(db, restoId)) ?? defaultDeskSettings(restoId, at);
}

const busyOf = (row: DeskSettingsRow, type: DeliveryType): BusyMode =>
  type === 'DELIVERY'
    ? { pausedUntilMs: row.deliveryPausedUntil?.getTime() ?? null, extraMinutes: row.deliveryExtraMinutes }
    : { pausedUntilMs: row.takeAwayPausedUntil?.getTime() ?? null, extraMinutes: row.takeAwayExtraMinutes };

/** The restaurant's busy mode for an order type (not busy when it has no settings). */
export async function restoBusyMode(db: Database, restoId: number, type: DeliveryType): Promise<BusyMode> {
  const row = await findDeskSettings(db, restoId);
  return row ? busyOf(row, type) : NOT_BUSY;
}

/** A pause that has ended reads as none. */
const busyDto = (row: DeskSettingsRow, type: DeliveryType, nowMs: number) => {
  const { pausedUntilMs, extraMinutes } = busyOf(row, type);
  const paused = pausedUntilMs !== null && pausedUntilMs > nowMs;
  return { pausedUntil: paused ? new Date(pausedUntilMs).toISOString() : null, extraMinutes };
};

export const deskSettingsDto = (row: DeskSettingsRow, now: Date): DeskSettingsDto => ({
  restoId: row.restoId,
  autoAcceptMinutes: row.autoAcceptMinutes,
  alarmAfterMinutes: row.alarmAfterMinutes,
  busy: {
    DELIVERY: busyDto(row, 'DELIVERY', now.getTime()),
    TAKE_AWAY: busyDto(row, 'TAKE_AWAY', now.getTime()),
  },
});
