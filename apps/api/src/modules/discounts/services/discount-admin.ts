// What owners and operators do to the chain's automatic discounts (issue 39): list, add, change.
// Each save is one transaction with its audit entry and a new catalog version (the restaurants'
// pricing catalogs are cached per version): this node forgets its version at the commit, every
// other node when the version's notification reaches it.
import type { DiscountSettings, OfficeDiscount } from '@nori/contract';
import type { RestoId } from '@nori/domain';
import type { Database } from '../../../db/client';
import { bumpCatalogVersion } from '../../catalog/repositories/tenants';
import { recordAudit } from '../../staff/repositories/audit-log';
import type { Actor } from '../../staff/services/add-staff';
import { requireChainRestos } from '../../staff/services/chain-restos';
import { officeError } from '../../staff/services/staff-errors';
import {
  findDiscountRow,
  insertDiscountRow,
  listDiscountRows,
  updateDiscountRow,
  type DiscountRow,
  type DiscountSettingsRow,
} from '../repositories/discount-repository';

export const discountView = (row: DiscountRow): OfficeDiscount => ({
  id: row.id,
  name: row.name,
  active: row.active,
  kind: row.kind,
  value: row.value,
  deliveryTypes: row.deliveryTypes,
  restoIds: row.restoIds as RestoId[] | null,
  hours: row.hours,
});

const settingsRow = (settings: DiscountSettings): DiscountSettingsRow => ({
  name: settings.name.trim(),
  active: settings.active,
  kind: settings.kind,
  value: settings.value,
  deliveryTypes: [...new Set(settings.deliveryTypes)],
  restoIds: settings.restoIds && [...new Set(settings.restoIds)].sort((a, b) => a - b),
  hours: settings.hours,
});

export function createDiscountAdmin(db: Database, catalogChanged: () => void) {
  return {
    list: async (tenantId: number) => (await listDiscountRows(db, tenantId)).map(discountView),

    async create(tenantId: number, input: DiscountSettings, actor: Actor): Promise<OfficeDiscount> {
      await requireChainRestos(db, tenantId, input.restoIds);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertDiscountRow(tx, tenantId, settingsRow(input));
        await bumpCatalogVersion(tx, tenantId);
        await recordAudit(tx, {
          ...actor,
          tenantId,
          action: 'discount.create',
          target: `discount:${inserted.id}`,
          before: null,
          after: discountView(inserted),
        });
        return inserted;
      });
      catalogChanged();
      return discountView(row);
    },

    async update(
      tenantId: number,
      id: number,
      input: DiscountSettings,
      actor: Actor,
    ): Promise<OfficeDiscount> {
      await requireChainRestos(db, tenantId, input.restoIds);
      const row = await db.transaction(async (tx) => {
        const before = await findDiscountRow(tx, tenantId, id);
        if (!before) throw officeError('discount.not-found');
        const after = await updateDiscountRow(tx, id, settingsRow(input));
        await bumpCatalogVersion(tx, tenantId);
        await recordAudit(tx, {
          ...actor,
          tenantId,
          action: 'discount.update',
          target: `discount:${id}`,
          before: discountView(before),
          after: discountView(after),
        });
        return after;
      });
      catalogChanged();
      return discountView(row);
    },
  };
}

export type DiscountAdmin = ReturnType<typeof createDiscountAdmin>;
