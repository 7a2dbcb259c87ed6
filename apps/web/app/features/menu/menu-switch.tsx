// The menus of the restaurant as tabs (spec §2). A menu of another order type changes the order
// type (use-order-type-switch), so the menu shown and the cart's order never drift apart.
import { NavLink } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { ConfirmDialog } from '../../ui';
import type { Menu } from '@nori/contract';
import { useOrderTypeSwitch } from './use-order-type-switch';
import { ruMenu } from '../../i18n/messages/ru-menu';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruMenu);

/** `menus`: the restaurant's, in their order (its record lists them all; their dishes may load later). */
export function MenuSwitch({ menus, menuId }: { menus: readonly Menu[]; menuId: number }) {
  const t = useT();
  const typeSwitch = useOrderTypeSwitch(menuId);
  const pending = typeSwitch.pending;
  // A type the restaurant takes no payment for is not offered (spec §4).
  const offeredMenus = menus.filter((menu) => typeSwitch.offered(menu));
  return (
    <nav className="menu-switch" aria-label={t('menu.menusNav')}>
      {offeredMenus.map((menu) => (
        <NavLink
          key={menu.id}
          to={`/menus/${menu.id}`}
          className="menu-switch__link"
          onClick={(event) => {
            if (!typeSwitch.changesType(menu)) return;
            event.preventDefault();
            typeSwitch.choose(menu);
          }}
        >
          {menu.name}
        </NavLink>
      ))}
      <ConfirmDialog
        open={pending !== null}
        size="alert"
        headline={t('location.cartAlert.title')}
        text={t('menu.switchAlert', {
          menu: pending?.menu.name ?? '',
          dishes: (pending?.carried.lost ?? []).map((line) => `«${line.name}»`).join(', '),
        })}
        confirmLabel={t('location.cartAlert.remove')}
        onConfirm={typeSwitch.confirm}
        onCancel={typeSwitch.cancel}
      />
    </nav>
  );
}
