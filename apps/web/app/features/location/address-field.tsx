// The city-scoped address field with its suggestions (spec §2, §5): a combobox whose list opens
// from three characters; picking an option is what gives the address a location.
import type { AddressSuggestion } from '@nori/contract';
import { VALIDATION_KEYS } from '@nori/domain';
import { useId, useState } from 'react';
import { useT } from '../../i18n';
import { Spinner } from '../../ui';
import type { LocationApi } from './location-api';
import { useAddressSuggestions } from './use-address-suggestions';

export interface AddressFieldProps {
  api: LocationApi;
  cityId: number;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  error: string | null;
  hint: string | null;
}

export function AddressField({ api, cityId, text, onTextChange, onPick, error, hint }: AddressFieldProps) {
  const t = useT();
  const id = useId();
  // Suggestions are asked for only while the visitor types, not for a picked label.
  const [typing, setTyping] = useState(false);
  const suggestions = useAddressSuggestions(api, cityId, typing ? text : null);
  const open = typing && suggestions.status !== 'idle';
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const message = error ?? hint;

  return (
    <div className={error ? 'field field--invalid location__address' : 'field location__address'}>
      <label className="field__label" htmlFor={id}>
        {t('location.address')}
      </label>
      <input
        id={id}
        className="field__input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        value={text}
        onChange={(event) => {
          setTyping(true);
          onTextChange(event.target.value);
        }}
      />
      {open && (
        <ul id={listId} role="listbox" className="location__suggestions" aria-label={t('location.address')}>
          {suggestions.status === 'loading' && (
            <li className="location__suggestion-note">
              <Spinner label={t('shell.loading')} />
            </li>
          )}
          {suggestions.status === 'failed' && (
            <li className="location__suggestion-note" role="alert">
              {t('location.searchFailed')}
            </li>
          )}
          {suggestions.status === 'ready' && suggestions.items.length === 0 && (
            <li className="location__suggestion-note">{t(VALIDATION_KEYS.addressNotFound)}</li>
          )}
          {suggestions.status === 'ready' &&
            suggestions.items.map((item) => (
              <li
                key={item.placeId}
                role="option"
                aria-selected={false}
                tabIndex={-1}
                className="location__suggestion"
                onClick={() => {
                  setTyping(false);
                  onPick(item);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  setTyping(false);
                  onPick(item);
                }}
              >
                {item.label}
                <small>{item.city}</small>
              </li>
            ))}
        </ul>
      )}
      {message && (
        <p id={messageId} className="field__message">
          {message}
        </p>
      )}
    </div>
  );
}
