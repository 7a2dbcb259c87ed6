// The catalog's shapes turned into what the domain's carryCartOver reads: each menu's dishes and
// the modifiers each position offers (a restaurant's modifier ids are shared by its menus).
import type { PositionModifiers } from '@nori/contract';
import {
  carryCartOver,
  type CarriedCart,
  type CartPosition,
  type DeliveryType,
  type MenuDishes,
  type ModifierId,
  type PositionId,
} from '@nori/domain';
import type { MenuContent } from '../../catalog';

export const carryCart = (
  lines: readonly CartPosition[],
  menus: readonly MenuContent[],
  modifiers: readonly PositionModifiers[],
  deliveryType: DeliveryType,
): CarriedCart => {
  const dishes: MenuDishes[] = menus.map(({ menu, positions }) => ({ menu, positions }));
  const offered = (positionId: PositionId): ReadonlySet<ModifierId> =>
    new Set(
      (modifiers.find((entry) => entry.positionId === positionId)?.groups ?? []).flatMap((group) =>
        group.modifiers.map((modifier) => modifier.id),
      ),
    );
  return carryCartOver(lines, dishes, deliveryType, offered);
};
