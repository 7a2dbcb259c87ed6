import type { Resto, RestoListItem } from '@nori/contract';
import { weeklySchedule } from '@nori/domain';
import { Link } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { EmptyState, FallbackImage, PageContainer, PageHeader } from '../../ui';
import { useCatalog, useSeedRestos, useServerNow } from '../../catalog';
import { PageTitle } from '../../platform/page-title';
import { useCityRestos } from './use-city-restos';
import './restos.css';
import { ruRestos } from '../../i18n/messages/ru-restos';
import { scheduleMessagesRu } from '@nori/domain/messages/ru/schedule';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruRestos);
addRussianTexts(scheduleMessagesRu);

/** The restaurants of the chosen city (spec §2: 'Заведения'), as cards that open 'О заведении'. */
export function RestosPage() {
  const t = useT();
  const snapshot = useCatalog();
  const seedRestos = useSeedRestos();
  const city = useCityRestos();
  const now = useServerNow(snapshot);
  const restos = snapshot?.restos ?? [];
  // The list call names them; the full records (photo, street, hours) come from the server's page
  // or, for the visitor's own city, from the boot's pickup points.
  const full = seedRestos ?? (city.status === 'ready' ? city.restos : null);
  return (
    <PageContainer>
      <PageTitle title={t('restos.title')} />
      <PageHeader title={t('restos.title')} lead={snapshot?.city?.name} />
      {restos.length > 0 ? (
        <ul className="resto-list">
          {restos.map((item) => (
            <li key={item.id}>
              <RestoCard item={item} resto={full?.find((resto) => resto.id === item.id) ?? null} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('restos.emptyTitle')} text={t('restos.emptyText')} />
      )}
    </PageContainer>
  );
}

function RestoCard({ item, resto, now }: { item: RestoListItem; resto: Resto | null; now: number | null }) {
  const t = useT();
  const photo = resto?.photos[0]?.url;
  const today =
    resto && now !== null
      ? weeklySchedule(resto.openingHours, now, resto.timezone).find((row) => row.today)
      : undefined;
  return (
    <Link to={`/restos/${item.id}`} className="resto-card">
      {photo ? (
        <FallbackImage className="resto-card__photo" src={photo} alt="" loading="lazy" />
      ) : (
        <span className="resto-card__photo" aria-hidden="true" />
      )}
      <span className="resto-card__body">
        <span className="resto-card__name">{item.name}</span>
        {resto && <span className="resto-card__street">{resto.street}</span>}
        {today && (
          <span className="resto-card__today">
            {today.label.kind === 'hours' ? today.label.text : t(today.label.messageKey)}
            {today.open && <span className="resto-state resto-state--open">{t('schedule.open')}</span>}
            {today.closed && <span className="resto-state">{t('schedule.closed')}</span>}
          </span>
        )}
      </span>
    </Link>
  );
}
