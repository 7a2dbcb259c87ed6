import type { Position } from '@nori/contract';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { addRussianTexts, useT } from '../../../i18n';
import { AdaptiveDialog, ArrowLeftIcon, FallbackImage, IconButton, ImageIcon } from '../../../ui';
import { Measure } from '../position-card';
import { searchPositions } from './search-positions';
import { useRussianTexts } from '../use-russian-texts';
import type { MenuContext } from '../use-menu-context';
import './search.css';
import { ruSearch } from '../../../i18n/messages/ru-search';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruSearch);

interface SearchPopupProps {
  positions: readonly Position[];
  context: MenuContext;
  onClose: () => void;
}

/**
 * The search popup over the current menu (spec §2: placeholder 'Поиск', back button): results as
 * you type; arrows move through them, Enter opens the dish popup, Escape closes (a combobox with
 * its listbox, so screen readers follow the active result).
 */
export function SearchPopup({ positions, context, onClose }: SearchPopupProps) {
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const russian = useRussianTexts(positions);
  const results = useMemo(() => searchPositions(positions, query, russian), [positions, query, russian]);
  const typed = query.trim() !== '';

  const open = (position: Position) => {
    onClose();
    navigate(`/menus/${position.menu.id}/positions/${position.id}`, { preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) open(chosen);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <AdaptiveDialog
      open
      onClose={onClose}
      title={t('search.title')}
      hideTitle
      closeButton={false}
      className="search-dialog"
    >
      <div className="search">
        <div className="search__bar">
          <IconButton label={t('search.back')} onClick={onClose}>
            <ArrowLeftIcon />
          </IconButton>
          <input
            className="search__input"
            type="search"
            role="combobox"
            aria-label={t('search.placeholder')}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            data-autofocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <ul className="search__results" id={listId} role="listbox" aria-label={t('search.results')}>
          {results.map((position, index) => (
            <li
              key={position.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search__result"
              onClick={() => open(position)}
              onMouseMove={() => setActive(index)}
            >
              {position.photos[0] ? (
                <FallbackImage className="search__photo" src={position.photos[0].url} alt="" loading="lazy" />
              ) : (
                <span className="search__photo image-fallback" aria-hidden="true">
                  <ImageIcon />
                </span>
              )}
              <span className="search__name">{position.name}</span>
              <span className="search__meta">
                <span className="search__price">{context.price(position.price)}</span>
                <Measure position={position} />
              </span>
            </li>
          ))}
        </ul>
        <p className="search__status" role="status">
          {!typed ? t('search.hint') : results.length === 0 ? t('search.empty') : ''}
        </p>
      </div>
    </AdaptiveDialog>
  );
}
