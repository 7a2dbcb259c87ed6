// The Russian names and descriptions of the searched positions, for a visitor who reads the menu
// in English or Montenegrin: the search finds a dish by either (issue 24). Loaded when the search
// opens; until then, or if they cannot be loaded, the search looks in the visitor's language only.
import type { Position } from '@nori/contract';
import { useEffect, useState } from 'react';
import { useBootStore } from '../../catalog';
import { useI18n } from '../../i18n';
import type { OtherTexts } from './search/search-positions';

const NONE: OtherTexts = new Map();

export function useRussianTexts(positions: readonly Position[]): OtherTexts {
  const { locale } = useI18n();
  const store = useBootStore();
  const [loaded, setLoaded] = useState<{ key: string; texts: OtherTexts } | null>(null);
  const menuIds = [...new Set(positions.map((position) => position.menu.id))];
  const key = menuIds.join(',');
  const wanted = locale !== 'ru';

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const ids = key.split(',').map(Number);
    Promise.all(ids.map((id) => store.russianPositions(id))).then(
      (lists) => {
        if (live) setLoaded({ key, texts: new Map(lists.flat().map((position) => [position.id, position])) });
      },
      (error: unknown) => console.warn('Russian dish names could not be loaded for the search', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, key, store]);

  return wanted && loaded?.key === key ? loaded.texts : NONE;
}
