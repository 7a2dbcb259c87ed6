import { TermsOfSalePage } from '../features/info-pages';
import { PageTitle } from '../platform/page-title';
import { useT } from '../i18n';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'default' };

export default function TermsOfSale() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('terms.title')} />
      <TermsOfSalePage />
    </>
  );
}
