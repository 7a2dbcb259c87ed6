// The checkout form (spec §2, §3, §5): contacts prefilled from the profile, the place's details,
// the pay type, the order comment and the server's prices beside them. The button stays enabled
// while the form is invalid: pressing it shows every message and focuses the first field to fix.
// It waits only for the server's prices, which are retried by themselves when they failed.
import type { Order } from '@nori/contract';
import { normalisePhone, payTypesFor, payTypeToUse, type PayType } from '@nori/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n';
import { STORED_KEYS } from '../../platform/stored-keys';
import { writeStored } from '../../platform/stored-settings';
import { TextField, Button } from '../../ui';
import { profileContact, type Profile } from '../auth';
import {
  chooseOrderTime,
  noticeText,
  orderPositions,
  OrderSummary,
  OrderTimeChoice,
  orderTimeSummary,
  usePricedCart,
} from '../cart';
import { changeFromError, parseChangeFrom } from './change-from';
import { contactErrors, PLACE_DETAILS, type ContactField, type ContactForm } from './contact-form';
import { PayTypeChoice } from './pay-type-choice';
import { fillFromProfile, readComment, readPerson, writeComment, writePerson } from './stored-contact';
import { usePlaceOrder } from './use-place-order';

const DETAIL_LABELS = {
  apartment: 'location.apartment',
  entrance: 'location.entrance',
  floor: 'location.floor',
  intercom: 'location.intercom',
  comment: 'location.comment',
} as const;

export function CheckoutForm({ profile, onPlaced }: { profile: Profile; onPlaced: (order: Order) => void }) {
  const { t, locale } = useI18n();
  const { cart, context, payType, preflight, checks, orderTime } = usePricedCart();
  const [changeFrom, setChangeFrom] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by each refused submit: the effect below focuses the first field with a message.
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const [person, setPerson] = useState(() => fillFromProfile(readPerson(), profileContact(profile)));
  const [comment, setComment] = useState(readComment);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const { place, placing, failure } = usePlaceOrder(profile.id, onPlaced, (atMs) => {
    if (context) chooseOrderTime(context.resto.id, atMs);
  });

  // A new profile fills the fields still empty (spec §4). Every edit is stored at once, so the
  // stored person is the current one; storing is kept out of the state update, which React may
  // run while rendering (and storing re-renders every component that reads stored settings).
  useEffect(() => {
    const next = fillFromProfile(readPerson(), profileContact(profile));
    writePerson(next);
    setPerson(next);
  }, [profile]);

  const offered: PayType[] = context ? payTypesFor(context.resto.payConfig, context.deliveryType) : [];
  const chosenPayType = context ? payTypeToUse(payType, context.resto.payConfig, context.deliveryType) : null;
  useEffect(() => {
    if (chosenPayType && chosenPayType !== payType) writeStored(STORED_KEYS.orderPayType, chosenPayType);
  }, [chosenPayType, payType]);

  useEffect(() => {
    if (refusedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSubmits]);

  if (!context || !checks) return null;
  const storedPlace = context.place;
  const form: ContactForm = {
    ...person,
    comment,
    details: {
      apartment: storedPlace?.apartment ?? '',
      entrance: storedPlace?.entrance ?? '',
      floor: storedPlace?.floor ?? '',
      intercom: storedPlace?.intercom ?? '',
      comment: storedPlace?.comment ?? '',
    },
  };
  const errors = contactErrors(form);
  const cash = chosenPayType === 'CASH_UPON_RECEIPT';
  const changeProblem = cash
    ? changeFromError(changeFrom, preflight.result?.total ?? null, context.currency, locale)
    : null;
  const valid = Object.keys(errors).length === 0 && chosenPayType !== null && changeProblem === null;
  const ready = !preflight.loading && preflight.result !== null && checks.blockers.length === 0;
  const shownError = (field: ContactField) =>
    touched[field] && errors[field] ? t(errors[field]) : undefined;
  const touch = (field: ContactField) => setTouched((current) => ({ ...current, [field]: true }));
  const editPerson = (field: 'name' | 'email' | 'phone', value: string) => {
    const next = { ...person, [field]: value };
    setPerson(next);
    writePerson(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])));
    if (!valid) setRefusedSubmits((count) => count + 1);
    if (!valid || !ready || !chosenPayType || !preflight.result) return;
    void place({
      deliveryType: context.deliveryType,
      restoId: context.resto.id,
      promoCode: preflight.result.promoCode,
      positions: orderPositions(cart.positions),
      payType: chosenPayType,
      place: storedPlace && {
        address: storedPlace.address,
        location: storedPlace.location,
        ...form.details,
      },
      comment: comment.trim() || null,
      person: {
        name: person.name.trim(),
        email: person.email.trim(),
        phone: normalisePhone(person.phone) ?? person.phone,
      },
      personCount: cart.personCount,
      requestedAt: orderTime?.requestedAt ?? null,
      changeFrom: cash ? (parseChangeFrom(changeFrom) as number | null) : null,
    });
  };

  return (
    <form className="checkout" onSubmit={submit} noValidate ref={formRef}>
      <div className="checkout__main">
        <fieldset className="checkout__section">
          <legend className="checkout__legend">{t('checkout.contacts')}</legend>
          <TextField
            label={t('checkout.name')}
            value={person.name}
            autoComplete="name"
            error={shownError('name')}
            onBlur={() => touch('name')}
            onChange={(event) => editPerson('name', event.target.value)}
          />
          <TextField
            label={t('checkout.email')}
            type="email"
            value={person.email}
            autoComplete="email"
            error={shownError('email')}
            onBlur={() => touch('email')}
            onChange={(event) => editPerson('email', event.target.value)}
          />
          <TextField
            label={t('checkout.phone')}
            type="tel"
            value={person.phone}
            autoComplete="tel"
            placeholder="+7 (900) 000-00-00"
            error={shownError('phone')}
            onBlur={() => touch('phone')}
            onChange={(event) => editPerson('phone', event.target.value)}
          />
        </fieldset>
        {storedPlace && (
          <fieldset className="checkout__section">
            <legend className="checkout__legend">{t('location.address')}</legend>
            <TextField label={t('checkout.address')} value={storedPlace.address} readOnly />
            <div className="checkout__details">
              {PLACE_DETAILS.map((detail) => (
                <TextField
                  key={detail}
                  label={t(DETAIL_LABELS[detail])}
                  multiline={detail === 'comment'}
                  value={form.details[detail]}
                  error={shownError(`details.${detail}`)}
                  onBlur={() => touch(`details.${detail}`)}
                  onChange={(event) =>
                    writeStored(STORED_KEYS.orderPlace, { ...storedPlace, [detail]: event.target.value })
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
        {orderTime && (
          <div className="checkout__section">
            <OrderTimeChoice view={orderTime} />
          </div>
        )}
        <PayTypeChoice
          offered={offered}
          value={chosenPayType}
          onChange={(next) => writeStored(STORED_KEYS.orderPayType, next)}
        >
          {cash && (
            <TextField
              label={t('orderTime.changeFrom')}
              inputMode="decimal"
              value={changeFrom}
              hint={t('orderTime.changeFromHint')}
              error={changeProblem ? t(changeProblem) : undefined}
              onChange={(event) => setChangeFrom(event.target.value)}
            />
          )}
        </PayTypeChoice>
        <fieldset className="checkout__section">
          <legend className="checkout__legend">{t('checkout.comment')}</legend>
          <TextField
            label={t('checkout.commentLabel')}
            multiline
            value={comment}
            error={shownError('comment')}
            onBlur={() => touch('comment')}
            onChange={(event) => {
              setComment(event.target.value);
              writeComment(event.target.value);
            }}
          />
        </fieldset>
      </div>
      <aside className="checkout__aside">
        <OrderSummary
          context={context}
          result={preflight.result}
          loading={preflight.loading}
          checks={checks}
          onRetry={preflight.retry}
          when={orderTime && orderTimeSummary(t, locale, orderTime)}
          action={
            <>
              {failure && (
                <p className="checkout__failure" role="alert">
                  {noticeText(t, failure)}
                </p>
              )}
              <Button type="submit" size="l" block disabled={!ready || placing}>
                {placing ? t('checkout.placing') : t('cart.checkout.title')}
              </Button>
            </>
          }
        />
      </aside>
    </form>
  );
}
