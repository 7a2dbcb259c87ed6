import { COOKING_LONGER_TAG, type Position } from '@nori/contract';
import { availableFromMessage } from '@nori/domain';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { FallbackImage, ImageIcon } from '../../ui';
import { AddControl } from './add-control';
import type { MenuContext } from './use-menu-context';

/** The weight or volume with its unit (spec §3: г, шт, мл, см). */
export function Measure({ position }: { position: Position }) {
  const t = useT();
  if (position.measure.value <= 0) return null;
  return (
    <span className="position-card__measure">
      {t(`menu.unit.${position.measure.unit}`, { value: position.measure.value })}
    </span>
  );
}

export const isCookingLonger = (position: Position): boolean =>
  position.tags.some((tag) => tag.code === COOKING_LONGER_TAG);

/**
 * A dish in the menu: 16:9 photo, name, measure, price and the add button (spec §2). Memoized: a
 * menu holds dozens, and most of the page's updates (the boot's catalog matching the server's,
 * the cart) leave a card's dish and context as they were.
 */
export const PositionCard = memo(function PositionCard({
  position,
  context,
}: {
  position: Position;
  context: MenuContext;
}) {
  const t = useT();
  const navigate = useNavigate();
  const href = `/menus/${position.menu.id}/positions/${position.id}`;
  const available = context.isAvailable(position);
  const photo = position.photos[0];
  const next = available ? null : context.nextAvailability(position);
  const unavailableText = next ? t(availableFromMessage(next)) : t('menu.unavailable');
  return (
    <article className="position-card" aria-labelledby={`position-${position.id}`}>
      <Link to={href} preventScrollReset className="position-card__link">
        {photo ? (
          <FallbackImage className="position-card__photo" src={photo.url} alt="" loading="lazy" />
        ) : (
          <span className="position-card__photo image-fallback" aria-hidden="true">
            <ImageIcon />
          </span>
        )}
        <h3 className="position-card__name" id={`position-${position.id}`}>
          {position.name}
        </h3>
      </Link>
      <div className="position-card__tags">
        {isCookingLonger(position) && <span className="position-tag">{t('menu.cookingLonger')}</span>}
        {!available && <span className="position-tag position-tag--muted">{unavailableText}</span>}
      </div>
      <div className="position-card__footer">
        <span className="position-card__price">{context.price(position.price)}</span>
        <Measure position={position} />
        <AddControl
          line={{
            id: position.id,
            menuId: position.menu.id,
            name: position.name,
            price: position.price,
            modifiers: [],
          }}
          disabled={!available}
          onChoose={position.hasModifiers ? () => navigate(href, { preventScrollReset: true }) : undefined}
        />
      </div>
    </article>
  );
});
