// The desk's settings and busy mode, and the stop list from the desk: each write audited in its
// transaction. A stop-list change from the desk goes through the restaurant API's stop-list
// service, recorded as made by 'staff:{id}' where the API records its key's fingerprint.
import { readyAtRefusal, stopListUntil, type DeliveryType } from '@nori/domain';
import type { Database } from '../../../db/client';
import { officeError } from '../../staff/services/staff-errors';
import type { StopListItemRef, StopLists } from '../../stop-lists/services/stop-lists';
import type { DeskActor, DeskAudit } from './desk-audit';
import { saveDeskSettings, type DeskSettingsRow } from '../repositories/desk-repository';
import { deskSettingsDto, deskSettingsOf } from './desk-settings';
import type { DeskViews } from './desk-views';

export interface DeskSetupOptions {
  views: DeskViews;
  stopLists: StopLists;
  audit: DeskAudit;
  now: () => Date;
}

export interface BusyChange {
  orderType: DeliveryType;
  pausedUntil?: string | null;
  extraMinutes?: number;
}

const staffKey = (actor: DeskActor) => `staff:${actor.id}`;

export function createDeskSetup(db: Database, { views, stopLists, audit, now }: DeskSetupOptions) {
  /** Reads, changes and saves the settings with their audit entry, in one transaction. */
  const update = async (
    actor: DeskActor,
    restoId: number,
    action: string,
    change: (row: DeskSettingsRow) => DeskSettingsRow,
  ) => {
    await views.ensureResto(restoId);
    const at = now();
    const saved = await db.transaction(async (tx) => {
      const before = await deskSettingsOf(tx, restoId, at);
      const after = await saveDeskSettings(tx, { ...change(before), updatedAt: at });
      await audit(tx, {
        staffId: actor.id,
        action,
        target: `resto:${restoId}`,
        before: deskSettingsDto(before, at),
        after: deskSettingsDto(after, at),
        at,
      });
      return after;
    });
    return deskSettingsDto(saved, at);
  };

  return {
    async settings(restoId: number) {
      await views.ensureResto(restoId);
      return deskSettingsDto(await deskSettingsOf(db, restoId, now()), now());
    },

    save: (
      actor: DeskActor,
      restoId: number,
      body: { autoAcceptMinutes: number | null; alarmAfterMinutes: number },
    ) => update(actor, restoId, 'desk.settings', (row) => ({ ...row, ...body })),

    setBusy(actor: DeskActor, restoId: number, { orderType, pausedUntil, extraMinutes }: BusyChange) {
      const until = pausedUntil === undefined || pausedUntil === null ? pausedUntil : new Date(pausedUntil);
      if (until && readyAtRefusal(until.getTime(), now().getTime()) !== null)
        throw officeError('desk.ready-at-invalid');
      const delivery = orderType === 'DELIVERY';
      return update(actor, restoId, 'desk.busy', (row) => ({
        ...row,
        ...(until !== undefined && { [delivery ? 'deliveryPausedUntil' : 'takeAwayPausedUntil']: until }),
        ...(extraMinutes !== undefined && {
          [delivery ? 'deliveryExtraMinutes' : 'takeAwayExtraMinutes']: extraMinutes,
        }),
      }));
    },

    stopList: (restoId: number) => stopLists.read(restoId),

    async setSoldOut(actor: DeskActor, restoId: number, item: StopListItemRef, until: string | null) {
      const zone = await views.zoneOf(restoId);
      const untilAt = until === null ? null : new Date(stopListUntil(until, zone, now().getTime()));
      return stopLists.set(restoId, item, untilAt, staffKey(actor), (tx) =>
        audit(tx, {
          staffId: actor.id,
          action: 'stop-list.set',
          target: `resto:${restoId}:${item.kind}:${item.id}`,
          before: null,
          after: { until: untilAt?.toISOString() ?? null },
          at: now(),
        }),
      );
    },

    clearSoldOut: (actor: DeskActor, restoId: number, item: StopListItemRef) =>
      stopLists.clear(restoId, item, staffKey(actor), (tx) =>
        audit(tx, {
          staffId: actor.id,
          action: 'stop-list.clear',
          target: `resto:${restoId}:${item.kind}:${item.id}`,
          before: null,
          after: null,
          at: now(),
        }),
      ),
  };
}

export type DeskSetup = ReturnType<typeof createDeskSetup>;
