// The language button with its menu of locales (spec §2: ru, en, cnr). Each language is named in
// itself, so a visitor who cannot read the current one still finds theirs.
import { LOCALES } from '@nori/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../../i18n';
import { ChevronDownIcon, GlobeIcon } from '../../../ui';
import './locale-switcher.css';

export function LocaleSwitcher({ placement = 'below' }: { placement?: 'below' | 'above' }) {
  const { locale, setLocale, t } = useI18n();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    root.current?.addEventListener('keydown', closeOnEscape);
    const element = root.current;
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      element?.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={`locale-switcher locale-switcher--${placement}`} ref={root}>
      <button
        type="button"
        className="locale-switcher__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('locale.button', { name: t(`locale.name.${locale}`) })}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <ul id={menuId} className="locale-switcher__menu" aria-label={t('locale.menu')}>
          {LOCALES.map((option) => (
            <li key={option}>
              <button
                type="button"
                lang={option}
                className="locale-switcher__option"
                aria-current={option === locale ? 'true' : undefined}
                onClick={() => {
                  setLocale(option);
                  setOpen(false);
                }}
              >
                {t(`locale.name.${option}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
