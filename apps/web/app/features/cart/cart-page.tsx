import { useT } from '../../i18n';
import { ArrowLeftIcon, ButtonLink, EmptyState, PageContainer, PageHeader } from '../../ui';
import { PageTitle } from '../shell';

/** The cart (spec §2: 'Корзина', a button back to the menu); the empty-cart view for now. */
export function CartPage() {
  const t = useT();
  return (
    <PageContainer narrow>
      <PageTitle title={t('cart.title')} />
      <PageHeader title={t('cart.title')} />
      <EmptyState
        title={t('cartPage.emptyTitle')}
        text={t('cartPage.emptyText')}
        action={
          <ButtonLink to="/" icon={<ArrowLeftIcon />}>
            {t('cartPage.backToMenu')}
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}

/** Checkout (spec §2: 'Оформить заказ'). */
export function CheckoutPage() {
  const t = useT();
  return (
    <PageContainer narrow>
      <PageTitle title={t('cart.checkout.title')} />
      <PageHeader title={t('cart.checkout.title')} />
      <EmptyState
        title={t('cart.checkout.title')}
        text={t('cartPage.checkoutSoon')}
        action={
          <ButtonLink to="/cart" variant="secondary" icon={<ArrowLeftIcon />}>
            {t('cart.title')}
          </ButtonLink>
        }
      />
    </PageContainer>
  );
}
