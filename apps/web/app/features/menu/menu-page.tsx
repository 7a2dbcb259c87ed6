import type { Position } from '@nori/contract';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { addRussianTexts, useT } from '../../i18n';
import { Button, ButtonLink, EmptyState, PageContainer, PageHeader, SearchIcon } from '../../ui';
import { useCatalog } from '../../catalog';
import { CartSummary } from './cart-summary';
import { PageTitle } from '../../platform/page-title';
import { replayEarlyTaps } from '../../start/early-taps';
import { GroupNav, sectionAnchor } from './group-nav';
import { LaterCard, refocusReplacedControl } from './later-card';
import { shownSections } from './menu-sections';
import { useSectionsInTurn } from './use-sections-in-turn';
import { MenuSwitch } from './menu-switch';
import { laterOfferOf, PositionCard, unavailableTextOf, useDishOpener } from './position-card';
import { STORED_KEYS } from '../../platform/stored-keys';
import { writeStored } from '../../platform/stored-settings';
import { useMenuContext } from './use-menu-context';
import { useRestoClosed } from './use-resto-closed';
import '../../styles/menu/menu.css';
import '../../styles/menu/menu-page.css';
import '../../styles/menu/position-layer.css';
import '../../styles/menu/sold-out.css';
import { ruMenu } from '../../i18n/messages/ru-menu';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruMenu);

// Loaded when the search opens: not part of every menu's first load.
// Only while the restaurant is closed: with it comes the code of ordering for a time.
const DayOffDialog = lazy(() =>
  import('./day-off/day-off-dialog').then((module) => ({ default: module.DayOffDialog })),
);
/**
 * The cards of a phone's first screen (two rows of two): their photos are loaded at once rather than
 * when laid out, since one of them is the page's largest paint.
 */
const FIRST_SCREEN_CARDS = 4;

const SearchPopup = lazy(() =>
  import('./search/search-popup').then((module) => ({ default: module.SearchPopup })),
);

/**
 * Once the menu's records are all there and the cards shown as markup (LaterCard) are the page's
 * own, the focus goes back where it was in them and the taps kept on them are made again.
 */
const useReplayOnceWhole = (outlined: boolean) => {
  const wasOutlined = useRef(outlined);
  useEffect(() => {
    if (wasOutlined.current && !outlined) {
      refocusReplacedControl();
      replayEarlyTaps();
    }
    wasOutlined.current = outlined;
  }, [outlined]);
};

/** One menu (spec §2: /menus/{menuId}); `children` is the position layer when one is open. */
export function MenuPage({ menuId, children }: { menuId: number; children?: ReactNode }) {
  const t = useT();
  const snapshot = useCatalog();
  const context = useMenuContext();
  const restoClosed = useRestoClosed(context.now);
  const openDish = useDishOpener();
  const menus = snapshot?.menus ?? [];
  const content = menus.find(({ menu }) => menu.id === menuId);
  // The switch lists the restaurant's menus: a page's own data holds only the menu it shows.
  const restoMenus = [...(snapshot?.resto?.menus ?? [])].sort((a, b) => a.order - b.order);
  // The headline stays 'Меню'; which menu is shown is the switch's current tab (and the title).
  const title = content?.menu.name ?? t('menu.title');
  const otherGroup = t('menu.otherGroup');
  const sections = useSectionsInTurn(
    useMemo(
      () => (content ? shownSections(content, otherGroup, context.isAvailable) : []),
      [content, otherGroup, context.isAvailable],
    ),
  );
  const [searching, setSearching] = useState(false);
  const restoId = snapshot?.resto?.id ?? null;
  // A dish sold later only is added for its next slot, which becomes the order's time (issue 34):
  // the cart's time choice (order/time) reads the same stored choice.
  const orderLater = useCallback(
    (position: Position) => {
      const offer = laterOfferOf(position, context, t);
      if (offer && restoId !== null)
        writeStored(STORED_KEYS.orderTime, { restoId, at: new Date(offer.atMs).toISOString() });
    },
    [context, t, restoId],
  );
  useReplayOnceWhole(sections.some((section) => (section.later ?? 0) > 0));
  const firstScreen = new Set(
    sections
      .flatMap((section) => section.positions)
      .slice(0, FIRST_SCREEN_CARDS)
      .map(({ id }) => id),
  );
  return (
    <PageContainer>
      <PageTitle title={title} />
      <PageHeader
        title={t('menu.title')}
        actions={
          content && (
            <Button variant="secondary" icon={<SearchIcon />} onClick={() => setSearching(true)}>
              {t('search.open')}
            </Button>
          )
        }
      />
      {restoMenus.length > 1 && <MenuSwitch menus={restoMenus} menuId={menuId} />}
      {sections.length > 0 ? (
        <div className="menu-layout">
          <div className="menu-layout__main">
            <GroupNav sections={sections} label={t('menu.groupsNav')} />
            {sections.map((section) => (
              <section
                key={section.id}
                id={sectionAnchor(section.id)}
                className="menu-section"
                aria-labelledby={`${sectionAnchor(section.id)}-title`}
              >
                <h2 className="menu-section__title" id={`${sectionAnchor(section.id)}-title`}>
                  {section.name}
                </h2>
                <div className="menu-section__grid">
                  {section.positions.map((position) => (
                    <PositionCard
                      key={position.id}
                      firstScreen={firstScreen.has(position.id)}
                      position={position}
                      price={context.price(position.price)}
                      unavailableText={unavailableTextOf(position, context, t)}
                      orderable={context.isOrderable(position)}
                      laterLabel={laterOfferOf(position, context, t)?.label ?? null}
                      onLater={orderLater}
                      onOpen={openDish}
                    />
                  ))}
                  {Array.from({ length: section.later ?? 0 }, (_, index) => (
                    <LaterCard key={`later-${index}`} onOpen={openDish} />
                  ))}
                </div>
              </section>
            ))}
          </div>
          <CartSummary currency={snapshot?.resto?.currency} />
        </div>
      ) : (
        <EmptyState
          title={t('menu.emptyTitle')}
          text={t('menu.emptyText')}
          action={
            <ButtonLink to="/" variant="secondary">
              {t('menu.toHome')}
            </ButtonLink>
          }
        />
      )}
      {searching && content && (
        <Suspense fallback={null}>
          <SearchPopup positions={content.positions} context={context} onClose={() => setSearching(false)} />
        </Suspense>
      )}
      {restoClosed && (
        <Suspense fallback={null}>
          <DayOffDialog now={context.now} />
        </Suspense>
      )}
      {children}
    </PageContainer>
  );
}
