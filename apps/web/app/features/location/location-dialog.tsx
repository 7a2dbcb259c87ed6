// The location selection (spec §2, §4) in its first form: the city, then a pickup point. As the
// startup bootloader it cannot be dismissed and has no backdrop. The delivery tab with the address
// field and the map come with the location feature proper.
import type { City } from '@nori/contract';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { AdaptiveDialog, Button, Spinner } from '../../ui';
import { storeLocation, useBoot, useBootStore } from '../boot';
import { usePickupPoints } from './use-pickup-points';
import './location-dialog.css';

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
  const { snapshot } = useBoot();
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

function PlaceStep(props: {
  city: City;
  canChangeCity: boolean;
  onChangeCity: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const store = useBootStore();
  const [attempt, setAttempt] = useState(0);
  const points = usePickupPoints(props.city.id, attempt);
  return (
    <section className="location__step">
      {props.canChangeCity ? (
        <button type="button" className="location__city" onClick={props.onChangeCity}>
          {t('bootloader.city', { name: props.city.name })}
        </button>
      ) : (
        <p className="location__city location__city--static">
          {t('bootloader.city', { name: props.city.name })}
        </p>
      )}
      <h3 className="location__heading">{t('bootloader.pickupPoints')}</h3>
      <p className="location__hint">{t('bootloader.deliverySoon')}</p>
      {points.status === 'loading' && (
        <div className="location__loading">
          <Spinner label={t('shell.loading')} />
        </div>
      )}
      {points.status === 'failed' && (
        <div className="location__failed" role="alert">
          <p>{points.message}</p>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('boot.retry')}
          </Button>
        </div>
      )}
      {points.status === 'ready' && points.restos.length === 0 && (
        <p role="alert">{t('bootloader.noRestos')}</p>
      )}
      {points.status === 'ready' && (
        <ul className="location__options">
          {points.restos.map((resto) => (
            <li key={resto.id}>
              <button
                type="button"
                className="location__option"
                onClick={() => {
                  storeLocation({ cityId: props.city.id, restoId: resto.id, deliveryType: 'TAKE_AWAY' });
                  store.retry();
                  props.onDone();
                }}
              >
                <strong>{resto.street}</strong>
                <small>{resto.name}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
