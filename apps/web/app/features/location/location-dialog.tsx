// The location selection (spec §2, §4): the city, then delivery or take-away (place-step.tsx).
// As the startup bootloader it cannot be dismissed and has no backdrop.
import type { City } from '@nori/contract';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { AdaptiveDialog } from '../../ui';
import { useBootSnapshot } from '../../catalog';
import { PlaceStep } from './place-step';
import './location-dialog.css';
import './location-map.css';

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
  const [pickedCity, setPickedCity] = useState<City | null>(null);
  const city = pickedCity ?? snapshot?.city ?? (cities.length === 1 ? (cities[0] ?? null) : null);

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
        <PlaceStep
          city={city}
          canChangeCity={cities.length > 1}
          onChangeCity={() => setPickedCity(null)}
          onDone={onClose}
        />
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
