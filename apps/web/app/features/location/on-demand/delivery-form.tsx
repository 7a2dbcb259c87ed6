// The delivery tab (spec §2, §4, §5): the address with suggestions, the zone it falls in (whose
// restaurant becomes the selected one), the apartment and the rest, then saving — with the soft
// confirmation when the address has no house number. The details are checked by the order's own
// schema (@nori/contract/forms, issue 22), the address by the domain's rule (delivery-place.ts).
import type { AddressSuggestion, City, Resto } from '@nori/contract';
import type { DeliveryDetailsFormValues } from '@nori/contract/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addRussianTexts, useT } from '../../../i18n';
import { formResolver } from '../../../platform/forms/form-resolver';
import { preloadFormSchemas } from '../../../platform/form-schemas';
import { Button, ConfirmDialog, TextField } from '../../../ui';
import { AddressField } from '../steps/address-field';
import { MapButton } from '../steps/map-button';
import { DeliveryConditions, DeliveryTiers } from '../steps/delivery-conditions';
import {
  checkAddress,
  DETAIL_FIELDS,
  EMPTY_DETAILS,
  placeOf,
  type DeliveryPlace,
  type DetailField,
  type PlaceDetails,
} from '../steps/delivery-place';
import type { CityPlacesView } from '../steps/use-city-places';
import { useAddressSource } from '../steps/use-location-api';
import { detailsOf, storedSuggestion } from '../steps/stored-place';
import { useStoredPlace } from '../../../order';
import { validationMessagesRu } from '@nori/domain/messages/ru/validation';
import { deliveryMessagesRu } from '@nori/domain/messages/ru/delivery';
import { ruLocation } from '../../../i18n/messages/ru-location';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(validationMessagesRu);
addRussianTexts(deliveryMessagesRu);
addRussianTexts(ruLocation);

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
  const { register, handleSubmit, formState } = useForm<DeliveryDetailsFormValues>({
    resolver: formResolver('deliveryDetailsFormSchema'),
    mode: 'onChange',
    defaultValues: { details: stored ? detailsOf(stored) : EMPTY_DETAILS },
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirmingHouse, setConfirmingHouse] = useState(false);
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const check = checkAddress({ text, picked }, places.domainZones, places.deliveringRestoIds);
  const zoneResto = check.zone && places.restos.find((resto) => resto.id === check.zone?.restoId);
  // Out of zone shows at once; the other address messages once saving was tried.
  const addressError = check.error && (submitted || picked !== null) ? t(check.error) : null;

  const save = (details: PlaceDetails, withoutHouse: boolean) => {
    if (check.error || !picked || !zoneResto) return;
    // The stored address, unchanged: its missing house number was confirmed when it was chosen.
    const unchanged = stored !== null && picked.label === stored.address && !picked.placeId;
    if (picked.houseNumber === null && !withoutHouse && !unchanged) {
      setConfirmingHouse(true);
      return;
    }
    onSave(placeOf(picked, details), zoneResto);
  };
  const submit = handleSubmit(({ details }) => save(details, false));

  return (
    <form
      className="location__form"
      noValidate
      onSubmit={(event) => {
        setSubmitted(true);
        void submit(event);
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
        current={picked}
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
          const error = formState.errors.details?.[field]?.message;
          return (
            <TextField
              key={field}
              label={t(DETAIL_LABELS[field])}
              multiline={field === 'comment'}
              error={error ? t(error) : undefined}
              onFocus={preloadFormSchemas}
              {...register(`details.${field}`)}
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
          void handleSubmit(({ details }) => save(details, true))();
        }}
      />
    </form>
  );
}
