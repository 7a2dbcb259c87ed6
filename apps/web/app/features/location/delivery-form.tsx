// The delivery tab (spec §2, §4, §5): the address with suggestions, the zone it falls in (whose
// restaurant becomes the selected one), the apartment and the rest, then saving — with the soft
// confirmation when the address has no house number.
import type { AddressSuggestion, City, Resto } from '@nori/contract';
import { useState } from 'react';
import { useT } from '../../i18n';
import { Button, ConfirmDialog, TextField } from '../../ui';
import { AddressField } from './address-field';
import { MapButton } from './map-button';
import { DeliveryConditions, DeliveryTiers } from './delivery-conditions';
import {
  checkDelivery,
  DETAIL_FIELDS,
  EMPTY_DETAILS,
  placeOf,
  type DeliveryPlace,
  type DetailField,
} from './delivery-place';
import type { CityPlacesView } from './use-city-places';
import { useAddressSource } from './use-location-api';
import { detailsOf, storedSuggestion } from './stored-place';
import { useStoredPlace } from '../cart';

const DETAIL_LABELS: Record<DetailField, string> = {
  apartment: 'location.apartment',
  entrance: 'location.entrance',
  floor: 'location.floor',
  intercom: 'location.intercom',
  comment: 'location.comment',
};

export interface DeliveryFormProps {
  city: City;
  places: CityPlacesView;
  onSave: (place: DeliveryPlace, resto: Resto) => void;
}

export function DeliveryForm({ city, places, onSave }: DeliveryFormProps) {
  const t = useT();
  const source = useAddressSource(city);
  // A re-opened dialog shows the stored address and its details (spec §4: saving them unchanged
  // just closes the dialog).
  const stored = useStoredPlace() ?? null;
  const [text, setText] = useState(stored?.address ?? '');
  const [picked, setPicked] = useState<AddressSuggestion | null>(() => storedSuggestion(stored, city));
  const [details, setDetails] = useState(() => (stored ? detailsOf(stored) : EMPTY_DETAILS));
  const [submitted, setSubmitted] = useState(false);
  const [confirmingHouse, setConfirmingHouse] = useState(false);
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const check = checkDelivery({ text, picked, details }, places.domainZones, places.deliveringRestoIds);
  const zoneResto = check.zone && places.restos.find((resto) => resto.id === check.zone?.restoId);
  // Out of zone shows at once; the other address messages once saving was tried.
  const addressError = check.addressError && (submitted || picked !== null) ? t(check.addressError) : null;

  const save = (withoutHouse: boolean) => {
    setSubmitted(true);
    if (!check.valid || !picked || !zoneResto) return;
    // The stored address, unchanged: its missing house number was confirmed when it was chosen.
    const unchanged = stored !== null && picked.label === stored.address && !picked.placeId;
    if (picked.houseNumber === null && !withoutHouse && !unchanged) {
      setConfirmingHouse(true);
      return;
    }
    onSave(placeOf({ picked, details }), zoneResto);
  };

  return (
    <form
      className="location__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(false);
      }}
    >
      <AddressField
        source={source}
        text={text}
        onTextChange={(value) => {
          setText(value);
          setPicked(null);
        }}
        onPick={(suggestion) => {
          setText(suggestion.label);
          setPicked(suggestion);
        }}
        error={addressError}
        hint={zoneResto ? t('location.deliversFrom', { name: zoneResto.name }) : null}
      />
      <MapButton
        source={source}
        city={city}
        places={places}
        type="DELIVERY"
        onAddress={(suggestion) => {
          setText(suggestion.label);
          setPicked(suggestion);
        }}
      />
      {check.zone && zoneResto && (
        <>
          <DeliveryTiers zone={check.zone} currency={zoneResto.currency} />
          <button type="button" className="location__link" onClick={() => setConditionsOpen(true)}>
            {t('delivery.conditions.title')}
          </button>
          <DeliveryConditions
            open={conditionsOpen}
            onClose={() => setConditionsOpen(false)}
            zone={check.zone}
            currency={zoneResto.currency}
          />
        </>
      )}
      <div className="location__details">
        {DETAIL_FIELDS.map((field) => {
          const error = check.detailErrors[field];
          return (
            <TextField
              key={field}
              label={t(DETAIL_LABELS[field])}
              multiline={field === 'comment'}
              value={details[field]}
              error={error ? t(error) : undefined}
              onChange={(event) => setDetails({ ...details, [field]: event.target.value })}
            />
          );
        })}
      </div>
      <Button type="submit">{t('location.save')}</Button>
      <ConfirmDialog
        open={confirmingHouse}
        headline={t('location.houseConfirm.title')}
        text={t('location.houseConfirm.text')}
        cancelLabel={t('location.houseConfirm.edit')}
        confirmLabel={t('location.houseConfirm.continue')}
        onCancel={() => setConfirmingHouse(false)}
        onConfirm={() => {
          setConfirmingHouse(false);
          save(true);
        }}
      />
    </form>
  );
}
