import { Link } from 'react-router';
import type { MenuContent } from '../boot';
import './menu.css';

/** The restaurant's menus as large tiles (the desktop menus page, the mobile home). */
export function MenuCards({ menus }: { menus: readonly MenuContent[] }) {
  return (
    <ul className="menu-cards">
      {menus.map(({ menu, groups }) => (
        <li key={menu.id}>
          <Link to={`/menus/${menu.id}`} className="menu-card">
            <span className="menu-card__name">{menu.name}</span>
            <span className="menu-card__groups">
              {groups
                .slice(0, 4)
                .map((group) => group.name)
                .join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
