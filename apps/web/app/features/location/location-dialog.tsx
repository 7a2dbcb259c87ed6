// The location selection (spec §2, §4): the city, then delivery or take-away (place-step.tsx).
// As the startup bootloader it cannot be dismissed and has no backdrop.
import type { City } from '@nori/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { AdaptiveDialog, Spinner } from '../../ui';
import { useBootSnapshot } from '../../catalog';
import './location-dialog.css';
import './steps/location-map.css';

// A first visit's dialog opens by itself on the city list, during the first page's load: the place
// step (the city's restaurants, delivery or take-away, their errors and the address search) is its
// own chunk, asked for as a finger lands on a city (or at once when the city is known), while the
// city's places load behind the same spinner (issue 17).
const loadPlaceStep = () => import('./on-demand/place-step');
const PlaceStep = lazy(() => loadPlaceStep().then((module) => ({ default: module.PlaceStep })));

export interface LocationDialogProps {
  open: boolean;
  /** The startup bootloader: persistent, without a backdrop. */
  bootloader: boolean;
  onClose: () => void;
  /** The language button the bootloader carries (spec §2). */
  languageButton?: ReactNode;
}

export function LocationDialog({ open, bootloader, onClose, languageButton }: LocationDialogProps) {
  const t = useT();
  const snapshot = useBootSnapshot();
  const cities = snapshot?.cities ?? [];
  // 'list': the city button was pressed, so the list shows even when a city is stored.
  const [pickedCity, setPickedCity] = useState<City | 'list' | null>(null);
  const city =
    pickedCity === 'list'
      ? null
      : (pickedCity ?? snapshot?.city ?? (cities.length === 1 ? (cities[0] ?? null) : null));

  return (
    <AdaptiveDialog
      open={open}
      onClose={onClose}
      dismissible={!bootloader}
      bare={bootloader}
      size="confirm"
      title={t('bootloader.title')}
      headerActions={languageButton}
    >
      {city ? (
        <Suspense
          fallback={
            <section className="location__step">
              <div className="location__loading">
                <Spinner label={t('shell.loading')} />
              </div>
            </section>
          }
        >
          <PlaceStep
            city={city}
            canChangeCity={cities.length > 1}
            onChangeCity={() => setPickedCity('list')}
            onDone={onClose}
          />
        </Suspense>
      ) : (
        <section className="location__step">
          <h3 className="location__heading">{t('bootloader.chooseCity')}</h3>
          <ul className="location__options">
            {cities.map((option, index) => (
              <li key={option.id}>
                <button
                  type="button"
                  className="location__option"
                  data-autofocus={index === 0 ? true : undefined}
                  onPointerDown={() => void loadPlaceStep()}
                  onClick={() => setPickedCity(option)}
                >
                  {option.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </AdaptiveDialog>
  );
}
