import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n';

export function NotFound() {
  const { t } = useI18n();
  return (
    <div className="page page--narrow">
      <h1>{t('office.not-found')}</h1>
      <Link to="/">{t('office.to-start')}</Link>
    </div>
  );
}
