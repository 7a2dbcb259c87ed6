import { shouldAutocomplete } from '@nori/domain';
import { useEffect, useState } from 'react';
import type { AddressOption, AddressSource } from './address-source';

/** Spec §9: suggestions wait for a pause in typing. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: AddressOption[] }
  | { status: 'failed' };

/** Suggestions for the typed text from three characters on (spec §5); null text: none asked. */
export const useAddressSuggestions = (source: AddressSource, text: string | null): Suggestions => {
  const [state, setState] = useState<Suggestions>({ status: 'idle' });
  useEffect(() => {
    if (text === null || !shouldAutocomplete(text)) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      source.search(text.trim()).then(
        (items) => current && setState({ status: 'ready', items }),
        (error: unknown) => {
          if (!current) return;
          console.error('Location: address search failed', error);
          setState({ status: 'failed' });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, text]);
  return state;
};
