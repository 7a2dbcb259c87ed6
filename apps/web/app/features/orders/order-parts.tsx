// Pieces the order's page and the order history share.
import { INTL_LOCALES, type Locale } from '@nori/domain';
import { addRussianTexts, useT } from '../../i18n';
import { ButtonLink, EmptyState } from '../../ui';
import { authPathReturningTo, safeNextPath } from '../../session';
import { ruCheckout } from '../../i18n/messages/ru-checkout';
import { ruOrders } from '../../i18n/messages/ru-orders';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCheckout);
addRussianTexts(ruOrders);

/** '21 нояб., 19:05': when an order was placed or changed, in the visitor's language. */
export const orderTime = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** Orders are a person's: a guest is asked to sign in and brought back to `path`. */
export function SignInForOrders({ path }: { path: string }) {
  const t = useT();
  return (
    <EmptyState
      title={t('orderPage.signInTitle')}
      text={t('orderPage.signInText')}
      action={
        <ButtonLink to={authPathReturningTo(path)} state={{ from: safeNextPath(path) }}>
          {t('checkout.signIn')}
        </ButtonLink>
      }
    />
  );
}
