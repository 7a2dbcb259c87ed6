// The empty cart (spec §2), on its own: the checkout page shows it too, and a module two routes
// share goes to the 'pages' chunk every page loads. The cart page, whose promo field brings
// react-hook-form, stays the cart route's own.
import { addRussianTexts, useT } from '../../i18n';
import { ArrowLeftIcon, ButtonLink, EmptyState } from '../../ui';
import { ruCart } from '../../i18n/messages/ru-cart';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCart);

export function EmptyCart() {
  const t = useT();
  return (
    <EmptyState
      title={t('cartPage.emptyTitle')}
      text={t('cartPage.emptyText')}
      action={
        <ButtonLink to="/" icon={<ArrowLeftIcon />}>
          {t('cartPage.backToMenu')}
        </ButtonLink>
      }
    />
  );
}
