import { COOKING_LONGER_TAG, type Position } from '@nori/contract';
import { availableFromMessage, type Translate } from '@nori/domain';
import { memo, useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { FallbackImage, ImageIcon } from '../../ui';
import { AddControl } from './add-control';
import type { MenuContext } from './use-menu-context';
import { ruMenu } from '../../i18n/messages/ru-menu';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruMenu);

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

/** Why a dish cannot be added now ('Доступно с 12:00'), or null when it can. */
export const unavailableTextOf = (position: Position, context: MenuContext, t: Translate): string | null => {
  if (context.isAvailable(position)) return null;
  if (position.soldOut) return t('menu.soldOut');
  const next = context.nextAvailability(position);
  return next ? t(availableFromMessage(next)) : t('menu.unavailable');
};

/** The slot a dish sold later only is offered for ('На Пн к 12:00'); null when it is sold now or not orderable. */
export const laterOfferOf = (
  position: Position,
  context: MenuContext,
  t: Translate,
): { label: string; atMs: number } | null => {
  if (context.isAvailable(position) || !context.isOrderable(position)) return null;
  const next = context.nextAvailability(position);
  if (!next) return null;
  const { key, params } = availableFromMessage(next);
  return {
    label: t({ key: key.replace('schedule.availableFrom', 'menu.addLater'), params }),
    atMs: next.atMs,
  };
};

/** Opens a dish's layer over the menu, keeping the scroll, as its card's link does. */
export const useDishOpener = (): ((href: string) => void) => {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate(href, { preventScrollReset: true }), [navigate]);
};

/** A click a link would follow in this tab (not a new tab or window, not a download). */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>,
): boolean => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A dish in the menu: 16:9 photo, name, measure, price and the add button (spec §2). Memoized on
 * plain values: a menu holds dozens, and most of the page's updates (the clock's first tick after
 * hydration, the boot's catalog matching the server's, the cart) leave a card's dish, price and
 * availability as they were, so no card renders again for them.
 */
export const PositionCard = memo(function PositionCard({
  position,
  price,
  unavailableText,
  orderable,
  laterLabel = null,
  onLater,
  onOpen,
  firstScreen = false,
}: {
  position: Position;
  price: string;
  unavailableText: string | null;
  /** laterOfferOf's label, for the add button of a dish sold later only. */
  laterLabel?: string | null;
  /** Chooses that slot as the order's time (its dish id passed, so one callback serves every card). */
  onLater?: (position: Position) => void;
  /** Sold now or within the days one may order ahead for: it goes in the cart for a later time. */
  orderable: boolean;
  /** useDishOpener's: one router subscription for the menu, none per card (a Link's hooks would
   * render every card again on each navigation, a dish layer opening included). */
  onOpen: (href: string) => void;
  /** On a phone's first screen: its photo is asked for at once, and first (it is the page's largest paint). */
  firstScreen?: boolean;
}) {
  const t = useT();
  const href = `/menus/${position.menu.id}/positions/${position.id}`;
  const available = unavailableText === null;
  const photo = position.photos[0];
  return (
    <article
      className={position.soldOut ? 'position-card position-card--sold-out' : 'position-card'}
      aria-labelledby={`position-${position.id}`}
    >
      <a
        href={href}
        className="position-card__link"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(href);
        }}
      >
        {photo ? (
          <FallbackImage className="position-card__photo" src={photo.url} alt="" firstScreen={firstScreen} />
        ) : (
          <span className="position-card__photo image-fallback" aria-hidden="true">
            <ImageIcon />
          </span>
        )}
        <h3 className="position-card__name" id={`position-${position.id}`}>
          {position.name}
        </h3>
      </a>
      <div className="position-card__tags">
        {isCookingLonger(position) && <span className="position-tag">{t('menu.cookingLonger')}</span>}
        {!available && <span className="position-tag position-tag--muted">{unavailableText}</span>}
      </div>
      <div className="position-card__footer">
        <span className="position-card__price">{price}</span>
        <Measure position={position} />
        <AddControl
          line={{
            id: position.id,
            menuId: position.menu.id,
            name: position.name,
            price: position.price,
            modifiers: [],
          }}
          disabled={!available && !orderable}
          onChoose={position.hasModifiers ? () => onOpen(href) : undefined}
          later={laterLabel && onLater ? { label: laterLabel, choose: () => onLater(position) } : null}
        />
      </div>
    </article>
  );
});
