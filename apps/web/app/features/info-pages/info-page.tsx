import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { PageContainer } from '../../ui';
import { INFO_CONTENT } from './content';
import type { InfoSlug } from './info-page-types';
import './info-page.css';

const sectionId = (index: number) => `section-${index + 1}`;

/** A static information page. Its text is Russian only (spec §2), marked so for screen readers. */
export function InfoPage({ slug }: { slug: InfoSlug }) {
  const { locale, t } = useI18n();
  const content = INFO_CONTENT[slug];
  return (
    <PageContainer narrow>
      {locale !== 'ru' && <p className="info-page__notice">{t('info.russianOnly')}</p>}
      <article className="info-page" lang="ru">
        <header className="info-page__header">
          <h1 className="info-page__title" tabIndex={-1}>
            {content.title}
          </h1>
          <p className="info-page__lead">{content.lead}</p>
        </header>
        {content.sections.length > 2 && (
          <nav className="info-page__contents" aria-label={t('info.contents')}>
            {content.sections.map((section, index) => (
              <Link key={section.heading} to={`#${sectionId(index)}`} className="info-page__contents-link">
                {section.heading}
              </Link>
            ))}
          </nav>
        )}
        {content.sections.map((section, index) => (
          <section key={section.heading} id={sectionId(index)} className="info-page__section">
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
