import type { PersonalAccount, StatementLine } from '@vitrine/api-client';
import { FlashMessage, SubmitButton, TextField, useMoney } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureStatus, type ApiFailure } from '../../../app/api-failure.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { FormServerError } from '../../../shared/forms/form-server-error.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { showServerFailure, withFallbackMessage } from '../../../shared/forms/server-failure.js';
import { StoreForm } from '../../../shared/forms/store-form.js';
import { PageMeta } from '../../../shared/page-meta.js';
import {
  useGetPersonalAccountQuery,
  usePayPersonalAccountMutation,
} from './personal-account-api.js';
import { amountToSend, paymentSchema, type PaymentValues } from './personal-account-values.js';
import { personalAccountTranslations } from './personal-account.i18n.js';
import styles from './personal-account.module.css';

/** The form's name in the analytics form-error event. */
const FORM_NAME = 'personal_account_payment';
const EMPTY: PaymentValues = { amount: '' };

/**
 * /customer/account/my-personal-account (UK only, spec 2.1; decision 014): the balance owed,
 * the credit limit and the credit left (with the low-credit message under the threshold), a card
 * payment of 0.01 to 1000 pounds and at most the balance (through the sandbox provider's hosted
 * page, which brings the shopper back here paid or declined), and the latest statement lines.
 */
export default function PersonalAccountPage() {
  useRouteTexts(personalAccountTranslations);
  const { t } = useTranslation();
  const title = t('PERSONAL_ACCOUNT_TITLE');
  return (
    <div className={styles.page}>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{t('PERSONAL_ACCOUNT_INTRO')}</p>
      <AccountContent />
    </div>
  );
}

function AccountContent() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const account = useGetPersonalAccountQuery();

  if (account.isError) {
    // No account (a UK customer without one: 404 personal_account.none): said as it is, nothing
    // to retry. A failed GET carries its status only, not the error body (spec 7).
    if (failureStatus(account.error) === 404)
      return <FlashMessage severity="info">{t('PERSONAL_ACCOUNT_NONE')}</FlashMessage>;
    return (
      <div className={styles.alert}>
        <FlashMessage severity="error">{t('PERSONAL_ACCOUNT_LOAD_ERROR')}</FlashMessage>
        <button type="button" className={styles.retry} onClick={() => void account.refetch()}>
          {t('PERSONAL_ACCOUNT_RETRY')}
        </button>
      </div>
    );
  }
  if (!account.currentData)
    return (
      <p className={styles.loading} role="status">
        {t('PERSONAL_ACCOUNT_LOADING')}
      </p>
    );
  const data = account.currentData;
  return (
    <>
      <PaymentOutcome
        outcome={
          search.get('payment') === 'paid'
            ? 'paid'
            : search.get('paymentError') === 'declined'
              ? 'declined'
              : null
        }
        balance={data.balance}
      />
      <AccountSummary account={data} />
      <PaymentForm account={data} />
      <Statement lines={data.statement} />
    </>
  );
}

/** Back from the provider's page: the payment received (with the new balance) or declined. */
function PaymentOutcome({
  outcome,
  balance,
}: {
  outcome: 'paid' | 'declined' | null;
  balance: string;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  if (outcome === 'paid')
    return (
      <FlashMessage severity="success">
        {t('PERSONAL_ACCOUNT_PAID', { balance: money(Number(balance)) })}
      </FlashMessage>
    );
  if (outcome === 'declined')
    return <FlashMessage severity="error">{t('PERSONAL_ACCOUNT_DECLINED')}</FlashMessage>;
  return null;
}

function AccountSummary({ account }: { account: PersonalAccount }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('PERSONAL_ACCOUNT_SUMMARY_TITLE')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('PERSONAL_ACCOUNT_BALANCE')}</dt>
          <dd>{money(Number(account.balance))}</dd>
        </div>
        <div>
          <dt>{t('PERSONAL_ACCOUNT_CREDIT_LIMIT')}</dt>
          <dd>{money(Number(account.creditLimit))}</dd>
        </div>
        <div>
          <dt>{t('PERSONAL_ACCOUNT_AVAILABLE_CREDIT')}</dt>
          <dd>{money(Number(account.availableCredit))}</dd>
        </div>
      </dl>
      {account.lowCredit && (
        <FlashMessage severity="warning">
          {t('PERSONAL_ACCOUNT_LOW_CREDIT', {
            available: money(Number(account.availableCredit)),
            threshold: money(Number(account.lowCreditThreshold)),
          })}
        </FlashMessage>
      )}
    </section>
  );
}

function PaymentForm({ account }: { account: PersonalAccount }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const schemas = useFormSchemas();
  const [pay] = usePayPersonalAccountMutation();
  const headingId = useId();
  const paymentMax = Number(account.paymentMax);
  const schema = useMemo(() => paymentSchema(schemas, paymentMax), [schemas, paymentMax]);

  const submit = async (values: PaymentValues, helpers: FormikHelpers<PaymentValues>) => {
    helpers.setStatus(undefined);
    try {
      const { redirectUrl } = await pay(amountToSend(values)).unwrap();
      // The provider's hosted page takes the whole window, then brings the shopper back here.
      window.location.assign(redirectUrl);
    } catch (error) {
      const failure = withFallbackMessage(error as ApiFailure, 'PERSONAL_ACCOUNT_PAYMENT_FAILED');
      showServerFailure(FORM_NAME, failure, helpers);
      // A refused amount shows on its field; the same words above the button would repeat it.
      if (failure.fields) helpers.setStatus(undefined);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('PERSONAL_ACCOUNT_PAY_TITLE')}
      </h2>
      {paymentMax > 0 ? (
        <>
          <p className={styles.text}>
            {t('PERSONAL_ACCOUNT_PAY_INTRO', { max: money(paymentMax) })}
          </p>
          <StoreForm
            name={FORM_NAME}
            initialValues={EMPTY}
            validationSchema={schema}
            onSubmit={submit}
            className={styles.form}
            aria-labelledby={headingId}
          >
            <TextField
              name="amount"
              label={t('PERSONAL_ACCOUNT_AMOUNT_LABEL')}
              hint={t('PERSONAL_ACCOUNT_AMOUNT_HINT')}
              prefix="£"
              inputMode="decimal"
              autoComplete="off"
              maxLength={10}
              width="short"
              required
            />
            <FormServerError />
            <SubmitButton>{t('PERSONAL_ACCOUNT_PAY_SUBMIT')}</SubmitButton>
          </StoreForm>
        </>
      ) : (
        <p className={styles.text}>{t('PERSONAL_ACCOUNT_NOTHING_TO_PAY')}</p>
      )}
    </section>
  );
}

function Statement({ lines }: { lines: readonly StatementLine[] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { config } = useStoreContext();
  const headingId = useId();
  const date = useMemo(
    () => new Intl.DateTimeFormat(config.locale, { dateStyle: 'medium' }),
    [config.locale],
  );
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('PERSONAL_ACCOUNT_STATEMENT_TITLE')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.text}>{t('PERSONAL_ACCOUNT_STATEMENT_EMPTY')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('PERSONAL_ACCOUNT_STATEMENT_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('PERSONAL_ACCOUNT_STATEMENT_DATE')}</th>
                <th scope="col">{t('PERSONAL_ACCOUNT_STATEMENT_LABEL')}</th>
                <th scope="col" className={styles.amount}>
                  {t('PERSONAL_ACCOUNT_STATEMENT_AMOUNT')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => (
                <tr key={`${line.date}-${String(index)}`}>
                  <td>
                    <time dateTime={line.date}>{date.format(new Date(line.date))}</time>
                  </td>
                  <td>
                    {line.kind === 'charge'
                      ? t('PERSONAL_ACCOUNT_STATEMENT_CHARGE', { order: line.orderNumber })
                      : t('PERSONAL_ACCOUNT_STATEMENT_PAYMENT')}
                  </td>
                  <td className={styles.amount}>
                    {money(line.kind === 'payment' ? -Number(line.amount) : Number(line.amount))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
