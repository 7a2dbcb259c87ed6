import { addRussianTexts, useT } from '../../i18n';
import { PageContainer, PageHeader } from '../../ui';
import './info-page.css';
import { ruTerms } from '../../i18n/messages/ru-terms';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruTerms);

const SECTIONS = ['terms.prices', 'terms.payment', 'terms.delivery', 'terms.returns'] as const;

/**
 * The terms of sale (spec §2: /terms-of-sale), in every language unlike the information pages.
 * The route sets the document title: the shell links to this feature, so it cannot link back.
 */
export function TermsOfSalePage() {
  const t = useT();
  return (
    <PageContainer narrow>
      <PageHeader title={t('terms.title')} lead={t('terms.lead')} />
      <ol className="terms-list">
        {SECTIONS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </PageContainer>
  );
}
