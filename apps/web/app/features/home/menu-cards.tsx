import { Link } from 'react-router';
import { FallbackImage } from '../../ui';
import type { MenuContent } from '../../catalog';
// The menus' cards are styled by the menu's stylesheet, which the root loads for every page.

/** The restaurant's menus as large tiles with a few of their groups' pictures. */
export function MenuCards({ menus }: { menus: readonly MenuContent[] }) {
  return (
    <ul className="menu-cards">
      {menus.map(({ menu, groups }) => {
        const pictures = groups.flatMap((group) => group.photos.slice(0, 1)).slice(0, 3);
        return (
          <li key={menu.id}>
            <Link to={`/menus/${menu.id}`} className="menu-card">
              {pictures.length > 0 && (
                <span className="menu-card__pictures" aria-hidden="true">
                  {pictures.map((photo) => (
                    <FallbackImage
                      key={photo.url}
                      className="menu-card__picture"
                      src={photo.url}
                      alt=""
                      loading="lazy"
                    />
                  ))}
                </span>
              )}
              <span className="menu-card__name">{menu.name}</span>
              <span className="menu-card__groups">
                {groups
                  .slice(0, 4)
                  .map((group) => group.name)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
