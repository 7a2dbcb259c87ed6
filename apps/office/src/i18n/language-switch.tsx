import { LOCALES, isLocale } from '@nori/domain';
import { useI18n } from './i18n';
import { LANGUAGE_NAMES } from './locale';

/** A plain select: one tap on a tablet opens the system's own list, big enough for a finger. */
export function LanguageSwitch() {
  const { locale, setLocale, t } = useI18n();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('office.language')}</span>
      <select
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
