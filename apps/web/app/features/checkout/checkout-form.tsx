// The checkout form (spec §2, §3, §5): contacts prefilled from the profile, the place's details,
// the pay type, the order comment and the server's prices beside them. The fields are checked by
// the order's own schema (@nori/contract/forms, issue 22): a field's message shows once it was
// left or the form was sent. The button stays enabled while the form is invalid: pressing it shows
// every message and focuses the first field to fix. It waits only for the server's prices, which
// are retried by themselves when they failed.
import type { CheckoutFormValues } from '@nori/contract/forms';
import type { Order } from '@nori/contract';
import { normalisePhone, payTypesFor, payTypeToUse, type PayType } from '@nori/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { addRussianTexts, useI18n } from '../../i18n';
import { formResolver } from '../../platform/forms/form-resolver';
import { preloadFormSchemas } from '../../platform/form-schemas';
import { STORED_KEYS } from '../../platform/stored-keys';
import { writeStored } from '../../platform/stored-settings';
import { TextField, Button } from '../../ui';
import { profileContact, type Profile } from '../../session';
import {
  asapEstimate,
  chooseOrderTime,
  noticeText,
  orderPositions,
  OrderSummary,
  OrderTimeChoice,
  orderTimeSummary,
  usePricedCart,
} from '../../order';
import { changeFromError, parseChangeFrom } from './change-from';
import { PayTypeChoice } from './pay-type-choice';
import { fillFromProfile, readComment, readPerson, writeComment, writePerson } from './stored-contact';
import { usePlaceOrder } from './use-place-order';
import { validationMessagesRu } from '@nori/domain/messages/ru/validation';
import { ruLocation } from '../../i18n/messages/ru-location';
import { ruOrderTime } from '../../i18n/messages/ru-order-time';
import { ruOrderPlaced } from '../../i18n/messages/ru-order-placed';
import { ruCheckout } from '../../i18n/messages/ru-checkout';
import { cartMessagesRu } from '@nori/domain/messages/ru/cart';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(validationMessagesRu);
addRussianTexts(ruLocation);
addRussianTexts(ruOrderTime);
addRussianTexts(ruOrderPlaced);
addRussianTexts(ruCheckout);
addRussianTexts(cartMessagesRu);
addRussianTexts(errorMessagesRu);

const PLACE_DETAILS = ['apartment', 'entrance', 'floor', 'intercom', 'comment'] as const;
const PERSON_FIELDS = ['name', 'email', 'phone'] as const;

const DETAIL_LABELS = {
  apartment: 'location.apartment',
  entrance: 'location.entrance',
  floor: 'location.floor',
  intercom: 'location.intercom',
  comment: 'location.comment',
} as const;

interface CheckoutFormProps {
  profile: Profile;
  onPlaced: (order: Order) => void;
}

type PricedCart = ReturnType<typeof usePricedCart>;

/**
 * The form starts once the order's context is known: its fields start from the stored place and
 * contact, and after a full page load the context (the boot's restaurant) arrives after the first
 * render, so a form made earlier would start blank and place the order without the details.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const priced = usePricedCart();
  // Once started, the form stays: a pricing that fails later (offline) must not take away the form
  // and its button; the button waits for a fresh preflight (ContextForm's `ready`).
  const started = useRef<{ context: OrderContext; checks: OrderChecks } | null>(null);
  if (priced.context && priced.checks) started.current = { context: priced.context, checks: priced.checks };
  if (!started.current) return null;
  return <ContextForm {...props} priced={{ ...priced, ...started.current }} />;
}

type OrderContext = NonNullable<PricedCart['context']>;
type OrderChecks = NonNullable<PricedCart['checks']>;

function ContextForm({
  profile,
  onPlaced,
  priced,
}: CheckoutFormProps & {
  priced: PricedCart & {
    context: NonNullable<PricedCart['context']>;
    checks: NonNullable<PricedCart['checks']>;
  };
}) {
  const { t, locale } = useI18n();
  const { cart, context, payType, preflight, checks, orderTime, offerChoice } = priced;
  const [changeFrom, setChangeFrom] = useState('');
  const changeField = useRef<HTMLInputElement>(null);
  const storedPlace = context.place;
  const chosenPayType = payTypeToUse(payType, context.resto.payConfig, context.deliveryType);
  const { register, handleSubmit, setValue, getValues, trigger, formState } = useForm<CheckoutFormValues>({
    resolver: formResolver('checkoutFormSchema'),
    mode: 'onTouched',
    defaultValues: {
      // Decides whether the email is required (only for an online payment's receipt).
      payType: chosenPayType,
      person: fillFromProfile(readPerson(), profileContact(profile)),
      comment: readComment(),
      details: {
        apartment: storedPlace?.apartment ?? '',
        entrance: storedPlace?.entrance ?? '',
        floor: storedPlace?.floor ?? '',
        intercom: storedPlace?.intercom ?? '',
        comment: storedPlace?.comment ?? '',
      },
    },
  });
  const { place, placing, failure } = usePlaceOrder(profile.id, onPlaced, (atMs) =>
    chooseOrderTime(context.resto.id, atMs),
  );

  // A new profile fills the fields still empty (spec §4). Every edit is stored at once, so the
  // stored person is the current one.
  useEffect(() => {
    const next = fillFromProfile(readPerson(), profileContact(profile));
    writePerson(next);
    for (const field of PERSON_FIELDS)
      if (getValues(`person.${field}`) !== next[field]) setValue(`person.${field}`, next[field]);
  }, [profile, getValues, setValue]);

  const offered: PayType[] = payTypesFor(context.resto.payConfig, context.deliveryType);
  useEffect(() => {
    if (chosenPayType && chosenPayType !== payType) writeStored(STORED_KEYS.orderPayType, chosenPayType);
  }, [chosenPayType, payType]);
  // Another pay type may make the email required or optional: a message already shown follows it.
  const emailChecked = formState.isSubmitted || Boolean(formState.touchedFields.person?.email);
  useEffect(() => {
    if (getValues('payType') === chosenPayType) return;
    setValue('payType', chosenPayType);
    if (emailChecked) void trigger('person.email');
  }, [chosenPayType, emailChecked, getValues, setValue, trigger]);

  const cash = chosenPayType === 'CASH_UPON_RECEIPT';
  const changeProblem = cash
    ? changeFromError(changeFrom, preflight.result?.total ?? null, context.currency, locale)
    : null;
  const ready = !preflight.loading && preflight.result !== null && checks.blockers.length === 0;
  const message = (error: FieldError | undefined) => (error?.message ? t(error.message) : undefined);
  const { errors } = formState;
  const field = (name: `person.${(typeof PERSON_FIELDS)[number]}` | 'comment') => ({
    ...register(name, {
      onChange: () => {
        const { person, comment } = getValues();
        if (name === 'comment') writeComment(comment);
        else writePerson(person);
      },
    }),
    onFocus: preloadFormSchemas,
  });
  const detail = (name: (typeof PLACE_DETAILS)[number]) => ({
    ...register(`details.${name}`, {
      onChange: (event: { target: { value: string } }) => {
        if (storedPlace) writeStored(STORED_KEYS.orderPlace, { ...storedPlace, [name]: event.target.value });
      },
    }),
    onFocus: preloadFormSchemas,
  });

  const submit = handleSubmit((values) => {
    if (changeProblem) changeField.current?.focus();
    if (changeProblem || !ready || !chosenPayType || !preflight.result) return;
    void place({
      deliveryType: context.deliveryType,
      restoId: context.resto.id,
      promoCode: preflight.result.promoCode,
      positions: orderPositions(cart.positions),
      payType: chosenPayType,
      place: storedPlace && {
        address: storedPlace.address,
        location: storedPlace.location,
        ...values.details,
      },
      comment: values.comment || null,
      person: { ...values.person, phone: normalisePhone(values.person.phone) ?? values.person.phone },
      personCount: cart.personCount,
      requestedAt: orderTime?.requestedAt ?? null,
      changeFrom: cash ? (parseChangeFrom(changeFrom) as number | null) : null,
      // What the summary showed: the better of bonuses and the code, or the customer's switch.
      bonuses: offerChoice,
    });
  });

  return (
    <form className="checkout" onSubmit={(event) => void submit(event)} noValidate>
      <div className="checkout__main">
        <fieldset className="checkout__section">
          <legend className="checkout__legend">{t('checkout.contacts')}</legend>
          <TextField
            label={t('checkout.name')}
            autoComplete="name"
            error={message(errors.person?.name)}
            {...field('person.name')}
          />
          <TextField
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            error={message(errors.person?.email)}
            {...field('person.email')}
          />
          <TextField
            label={t('checkout.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+7 (900) 000-00-00"
            error={message(errors.person?.phone)}
            {...field('person.phone')}
          />
        </fieldset>
        {storedPlace && (
          <fieldset className="checkout__section">
            <legend className="checkout__legend">{t('location.address')}</legend>
            <TextField label={t('checkout.address')} value={storedPlace.address} readOnly />
            <div className="checkout__details">
              {PLACE_DETAILS.map((name) => (
                <TextField
                  key={name}
                  label={t(DETAIL_LABELS[name])}
                  multiline={name === 'comment'}
                  error={message(errors.details?.[name])}
                  {...detail(name)}
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
              ref={changeField}
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
            error={message(errors.comment)}
            {...field('comment')}
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
          estimate={asapEstimate(orderTime)}
          signedIn
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
