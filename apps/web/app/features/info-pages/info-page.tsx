import { useI18n } from '../../i18n';
import { PageContainer } from '../../ui';
import { INFO_CONTENT } from './content';
import type { InfoSlug } from './info-page-types';
import './info-page.css';

/** A static information page. Its text is Russian only (spec §2), marked so for screen readers. */
export function InfoPage({ slug }: { slug: InfoSlug }) {
  const { locale, t } = useI18n();
  const content = INFO_CONTENT[slug];
  return (
    <PageContainer narrow>
      {locale !== 'ru' && <p className="info-page__notice">{t('info.russianOnly')}</p>}
      <article className="info-page" lang="ru">
        <header className="info-page__header">
          <h1 className="info-page__title">{content.title}</h1>
          <p className="info-page__lead">{content.lead}</p>
        </header>
        {content.sections.map((section) => (
          <section key={section.heading} className="info-page__section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
