import type { Resto } from '@nori/contract';
import { formatMoney } from '@nori/domain';
import { addRussianTexts, useI18n } from '../../i18n';
import { ArrowLeftIcon, ButtonLink, EmptyState, FallbackImage, PageContainer, PageHeader } from '../../ui';
import { failureText, useCatalog, useSeedRestos, useServerNow } from '../../catalog';
import { PageTitle } from '../../platform/page-title';
import { RestoSchedule } from './resto-schedule';
import { useCityRestos, useOtherCityResto } from './use-city-restos';
import './restos.css';
import { ruRestos } from '../../i18n/messages/ru-restos';
import { scheduleMessagesRu } from '@nori/domain/messages/ru/schedule';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruRestos);
addRussianTexts(scheduleMessagesRu);

function RestoDetails({ resto, now }: { resto: Resto; now: number | null }) {
  const { t, locale } = useI18n();
  return (
    <article className="resto-details" aria-label={resto.name}>
      {resto.photos.length > 0 && (
        <div className="resto-details__photos">
          {resto.photos.map((photo) => (
            <FallbackImage
              key={photo.url}
              className="resto-details__photo"
              src={photo.url}
              alt={resto.name}
            />
          ))}
        </div>
      )}
      <h2 className="resto-details__name">{resto.name}</h2>
      <p className="resto-details__address">{resto.address}</p>
      {resto.tags.length > 0 && (
        <ul className="resto-details__tags">
          {resto.tags.map((tag) => (
            <li key={tag.id}>{tag.name}</li>
          ))}
        </ul>
      )}
      {resto.description && <p>{resto.description}</p>}
      <dl className="resto-details__facts">
        {resto.averageCheck !== null && (
          <>
            <dt>{t('resto.averageCheck')}</dt>
            <dd>{formatMoney(resto.averageCheck, resto.currency, locale)}</dd>
          </>
        )}
        {resto.phones.length > 0 && (
          <>
            <dt>{t('resto.phones')}</dt>
            {resto.phones.map(({ value }) => (
              <dd key={value}>
                <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
              </dd>
            ))}
          </>
        )}
        {resto.emails.length > 0 && (
          <>
            <dt>{t('resto.emails')}</dt>
            {resto.emails.map(({ value }) => (
              <dd key={value}>
                <a href={`mailto:${value}`}>{value}</a>
              </dd>
            ))}
          </>
        )}
        {resto.links.length > 0 && (
          <>
            <dt>{t('resto.links')}</dt>
            {resto.links.map(({ value }) => (
              <dd key={value}>
                <a href={value} rel="noopener noreferrer" target="_blank">
                  {value.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            ))}
          </>
        )}
      </dl>
      {now !== null && (
        <RestoSchedule openingHours={resto.openingHours} timezone={resto.timezone} now={now} />
      )}
    </article>
  );
}

/** One restaurant (spec §2: 'О заведении'). */
export function RestoPage({ restoId }: { restoId: number }) {
  const { t } = useI18n();
  const snapshot = useCatalog();
  const seedRestos = useSeedRestos();
  const city = useCityRestos();
  const now = useServerNow(snapshot);
  const known =
    (snapshot?.resto?.id === restoId ? snapshot.resto : null) ??
    seedRestos?.find((item) => item.id === restoId) ??
    (city.status === 'ready' ? city.restos.find((item) => item.id === restoId) : undefined);
  const otherCity = useOtherCityResto(restoId, !known && city.status !== 'loading');
  const resto = known ?? otherCity;
  const name = resto?.name ?? snapshot?.restos.find((item) => item.id === restoId)?.name;
  return (
    <PageContainer>
      <PageTitle title={name ? `${name} — ${t('resto.title')}` : t('resto.title')} />
      <PageHeader
        title={t('resto.title')}
        actions={
          <ButtonLink to="/restos" variant="ghost" icon={<ArrowLeftIcon />}>
            {t('resto.toList')}
          </ButtonLink>
        }
      />
      {resto ? (
        <RestoDetails resto={resto} now={now} />
      ) : (
        <EmptyState
          title={name ?? t('resto.title')}
          text={city.status === 'failed' ? failureText(city.failure, t) : t('resto.emptyText')}
        />
      )}
    </PageContainer>
  );
}
