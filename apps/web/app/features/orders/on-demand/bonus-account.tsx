// The signed-in person's bonus account above their orders (issue 41): the balance, when it expires
// without another order, what came in and went out, and the birthday: a chain with a birthday bonus
// asks for the date once (a small form), then shows it. Loaded on its own after the orders page,
// with the bonus texts in every language; a chain without a programme (404) shows nothing.
import { isApiError, type BonusAccount, type BonusEntry } from '@nori/contract';
import { INTL_LOCALES, type Locale } from '@nori/domain';
import { loyaltyMessages } from '@nori/domain/loyalty-messages';
import { useEffect, useState, type FormEvent } from 'react';
import { addFeatureTexts, useI18n } from '../../../i18n';
import { failureMessage, noticeText, type Notice } from '../../../order';
import { useShell } from '../../../platform/shell-context';
import { isSignedOutError, withAccessToken } from '../../../session';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { birthDateRange, birthdayText } from './birthday';
import { customerHistory } from './bonus-history';
import { createOrdersApi } from '../orders-api';
import './bonus-account.css';

addFeatureTexts(loyaltyMessages);

type Loaded = { account: BonusAccount } | { failure: Notice } | 'none';

const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

/** `onSettled`: told once the card has its final height (shown, failed, or nothing to show). */
export default function BonusAccountCard(props: { personId: number; onSettled: () => void }) {
  const { personId, onSettled } = props;
  const { config } = useShell();
  const { t, locale } = useI18n();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const settled = loaded !== null;
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  useEffect(() => {
    let current = true;
    const api = createOrdersApi(config.apiBaseUrl, locale);
    withAccessToken((token) => api.bonuses(personId, config.whiteLabel, token)).then(
      (account) => current && setLoaded({ account }),
      (error: unknown) => {
        if (!current) return;
        if (isSignedOutError(error) || (isApiError(error) && error.status === 404)) setLoaded('none');
        else setLoaded({ failure: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [personId, config.apiBaseUrl, config.whiteLabel, locale]);

  if (loaded === null || loaded === 'none') return null;
  if ('failure' in loaded)
    return (
      <p className="bonus-account__failure" role="alert">
        {noticeText(t, loaded.failure)}
      </p>
    );
  const { account } = loaded;
  const history = customerHistory(account.history);
  return (
    <section className="bonus-account" aria-labelledby="bonus-account-title">
      <h2 id="bonus-account-title" className="bonus-account__title">
        {t('loyalty.account.title')}
      </h2>
      <p className="bonus-account__balance">{t('loyalty.account.balance', { count: account.balance })}</p>
      {account.birthDate ? (
        <p className="bonus-account__birthday">
          {t('loyalty.birthday.set', { date: birthdayText(account.birthDate, locale) })}
        </p>
      ) : (
        (account.birthdayBonus ?? 0) > 0 && (
          <BirthdayForm
            personId={personId}
            bonus={account.birthdayBonus ?? 0}
            onSaved={(saved) => setLoaded({ account: saved })}
          />
        )
      )}
      {account.expiresAt && (
        <p
          className={
            account.expiryWarning
              ? 'bonus-account__expiry bonus-account__expiry--soon'
              : 'bonus-account__expiry'
          }
        >
          {t('loyalty.account.expires', { date: day(account.expiresAt, locale) })}
        </p>
      )}
      {history.length === 0 ? (
        <p className="bonus-account__empty">{t('loyalty.account.empty')}</p>
      ) : (
        <details className="bonus-account__history">
          <summary>{t('loyalty.account.history')}</summary>
          <ul>
            {history.map((entry, index) => (
              <HistoryLine key={`${entry.at}-${index}`} entry={entry} locale={locale} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function BirthdayForm({
  personId,
  bonus,
  onSaved,
}: {
  personId: number;
  bonus: number;
  onSaved: (account: BonusAccount) => void;
}) {
  const { config } = useShell();
  const { t, locale } = useI18n();
  const [birthDate, setBirthDate] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Notice | null>(null);
  const range = birthDateRange(new Date());

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (birthDate === '' || saving) return;
    setSaving(true);
    setFailure(null);
    const api = createOrdersApi(config.apiBaseUrl, locale);
    withAccessToken((token) => api.setBirthday(personId, config.whiteLabel, birthDate, token))
      .then(onSaved, (error: unknown) => setFailure(failureMessage(error)))
      .finally(() => setSaving(false));
  };

  return (
    <form className="bonus-account__birthday-form" onSubmit={save} noValidate>
      <p className="bonus-account__birthday-offer">{t('loyalty.birthday.offer', { count: bonus })}</p>
      <div className="bonus-account__birthday-row">
        <TextField
          label={t('loyalty.birthday.label')}
          type="date"
          name="birthDate"
          required
          min={range.min}
          max={range.max}
          value={birthDate}
          onChange={(event) => setBirthDate(event.target.value)}
          error={failure ? <span role="alert">{noticeText(t, failure)}</span> : undefined}
        />
        <Button type="submit" disabled={birthDate === '' || saving}>
          {t('loyalty.birthday.save')}
        </Button>
      </div>
    </form>
  );
}

function HistoryLine({ entry, locale }: { entry: BonusEntry; locale: Locale }) {
  const { t } = useI18n();
  // Signed as the cart's sums are: '+162', '−162' (a minus sign, not a hyphen).
  const amount = `${entry.amount > 0 ? '+' : '−'}${new Intl.NumberFormat(INTL_LOCALES[locale]).format(Math.abs(entry.amount))}`;
  return (
    <li className="bonus-account__entry">
      <span>
        {entry.reason === 'birthday' ? t('loyalty.birthday.gift') : t(`loyalty.kind.${entry.kind}`)}
        {entry.orderNumber !== null && `, ${t('loyalty.order', { number: entry.orderNumber })}`}
      </span>
      <time dateTime={entry.at}>{day(entry.at, locale)}</time>
      <span
        className={
          entry.amount > 0 ? 'bonus-account__amount bonus-account__amount--in' : 'bonus-account__amount'
        }
      >
        {amount}
      </span>
    </li>
  );
}
