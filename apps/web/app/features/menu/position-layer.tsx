import {
  canAddLine,
  areModifiersValid,
  availableFromMessage,
  groupsMissingAChoice,
  preselectedModifiers,
  unitPrice,
  type CartPosition,
  type ModifierId,
} from '@nori/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { AdaptiveDialog, Button, FallbackImage } from '../../ui';
import { useCatalog } from '../../catalog';
import { useCart, useCartDispatch } from '../../order';
import { PageTitle } from '../../platform/page-title';
import { ModifierPicker } from './modifier-picker';
import { isCookingLonger, Measure } from './position-card';
import { useMenuContext } from './use-menu-context';
import { ruMenu } from '../../i18n/messages/ru-menu';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruMenu);

/** A position as a layer over its menu (spec §2); closing returns to the menu where it was. */
export function PositionLayer({ menuId, positionId }: { menuId: number; positionId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useCartDispatch();
  const cart = useCart();
  const context = useMenuContext();
  const snapshot = useCatalog();
  const position = snapshot?.menus
    .find(({ menu }) => menu.id === menuId)
    ?.positions.find((item) => item.id === positionId);
  const groups = snapshot?.modifiers.find((entry) => entry.positionId === positionId)?.groups ?? [];
  const [counts, setCounts] = useState<ReadonlyMap<ModifierId, number>>(() => preselectedModifiers(groups));
  const title = position?.name ?? t('position.title');
  const close = () => navigate(`/menus/${menuId}`, { preventScrollReset: true });

  const modifiers = groups.flatMap((group) =>
    group.modifiers.flatMap((modifier) => {
      const count = counts.get(modifier.id) ?? 0;
      return count > 0 ? [{ id: modifier.id, name: modifier.name, price: modifier.price, count }] : [];
    }),
  );
  const line: CartPosition | null = position
    ? {
        id: position.id,
        menuId: position.menu.id,
        name: position.name,
        price: position.price,
        count: 1,
        modifiers,
      }
    : null;
  const available = position ? context.isAvailable(position) : false;
  const orderable = position ? context.isOrderable(position) : false;
  const next = position ? context.nextAvailability(position) : null;
  const valid = areModifiersValid(modifiers, groups);
  // An option that became sold out while it was ticked (the picker disables unticked ones).
  const soldOutChosen = groups.some((group) =>
    group.modifiers.some((modifier) => modifier.soldOut && (counts.get(modifier.id) ?? 0) > 0),
  );
  const missing = groupsMissingAChoice(groups, counts).map((group) => group.name);

  return (
    <AdaptiveDialog open onClose={close} title={title} className="position-layer">
      <PageTitle title={title} />
      {position?.photos[0] && (
        <FallbackImage
          className="position-layer__photo"
          src={position.photos[0].url}
          alt={position.name}
          fetchPriority="high"
        />
      )}
      {position && (
        <p className="position-layer__facts">
          <Measure position={position} />
          {isCookingLonger(position) && <span className="position-tag">{t('menu.cookingLonger')}</span>}
        </p>
      )}
      <p className="dialog__text">{position?.description || t('position.emptyText')}</p>
      {groups.length > 0 && (
        <ModifierPicker
          groups={groups}
          counts={counts}
          context={context}
          onChange={(id, count) =>
            setCounts((previous) => {
              const updated = new Map(previous);
              if (count > 0) updated.set(id, count);
              else updated.delete(id);
              return updated;
            })
          }
        />
      )}
      {position?.soldOut ? (
        <p className="position-layer__availability">{t('menu.soldOut')}</p>
      ) : (
        !available && next && <p className="position-layer__availability">{t(availableFromMessage(next))}</p>
      )}
      {missing.length > 0 && (
        <p className="position-layer__availability" role="status">
          {t('position.modifiers.missing', { groups: missing.join(', ') })}
        </p>
      )}
      {line && (
        <Button
          className="position-layer__add"
          disabled={!orderable || !valid || soldOutChosen || !canAddLine(cart, line)}
          onClick={() => {
            dispatch({ type: 'add', position: line });
            close();
          }}
        >
          {t('position.addFor', { price: context.price(unitPrice(line)) })}
        </Button>
      )}
    </AdaptiveDialog>
  );
}
