// The city-scoped address field with its suggestions (spec §2, §5): a combobox whose list opens
// from three characters; picking an option is what gives the address a location.
import type { AddressSuggestion } from '@nori/contract';
import { VALIDATION_KEYS } from '@nori/domain';
import { useId, useState } from 'react';
import { addRussianTexts, useT } from '../../../i18n';
import { Spinner } from '../../../ui';
import type { AddressOption, AddressSource } from './address-source';
import { useAddressSuggestions } from './use-address-suggestions';
import { validationMessagesRu } from '@nori/domain/messages/ru/validation';
import { ruLocation } from '../../../i18n/messages/ru-location';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(validationMessagesRu);
addRussianTexts(ruLocation);

export interface AddressFieldProps {
  source: AddressSource;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  error: string | null;
  hint: string | null;
}

export function AddressField({
  source,
  text,
  onTextChange,
  onPick,
  error: shownError,
  hint,
}: AddressFieldProps) {
  const t = useT();
  const id = useId();
  // Suggestions are asked for only while the visitor types, not for a picked label.
  const [typing, setTyping] = useState(false);
  // A chosen option whose address could not be found (a vendor's place that has no location).
  const [lost, setLost] = useState(false);
  const suggestions = useAddressSuggestions(source, typing ? text : null);
  const open = typing && suggestions.status !== 'idle';
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const error = shownError ?? (lost ? t(VALIDATION_KEYS.addressNotFound) : null);
  const message = error ?? hint;

  const choose = (option: AddressOption) => {
    setTyping(false);
    onTextChange(option.label);
    source.resolve(option).then(
      (address) => {
        setLost(address === null);
        if (address) onPick(address);
      },
      (failure: unknown) => {
        console.error('Location: the chosen address could not be resolved', failure);
        setLost(true);
      },
    );
  };

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
          setLost(false);
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
                onClick={() => choose(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') choose(item);
                }}
              >
                {item.label}
                <small>{item.detail}</small>
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
