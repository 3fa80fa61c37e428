import {
  FormErrorSummary,
  PasswordField,
  RequiredFieldsNote,
  SubmitButton,
  TextField,
} from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { FormServerError } from '../../../shared/forms/form-server-error.js';
import { showServerFailure } from '../../../shared/forms/server-failure.js';
import { StoreForm } from '../../../shared/forms/store-form.js';
import { customerReceived } from '../../../state/customer-slice.js';
import { useLogInMutation } from '../api/identity-api.js';
import {
  EMPTY_LOGIN,
  LOGIN_LABEL_KEYS,
  identifierKind,
  loginFormSchema,
  loginPayload,
  type LoginValues,
} from '../login-values.js';
import { isRefusedLogin, withLoginRefusalText } from '../login-refusal.js';
import { recoveryLinkState } from '../recovery-values.js';
import { BotChallenge } from '../../../shared/forms/bot-challenge.js';
import styles from './identity-form.module.css';
import { useFieldLabels } from '../../../shared/forms/use-field-labels.js';

export interface LoginFormProps {
  /** The form's name in analytics events: 'checkout_login', 'login'. */
  name: string;
  /** Where the customer goes once signed in (delivery in the checkout). */
  destination: string;
  /** The id of the heading that names the form. */
  labelledBy?: string | undefined;
  /** The level of the error summary's heading: 3 when the form sits under an h2. */
  summaryHeadingLevel?: 2 | 3 | undefined;
  /** Where 'Forgotten password?' leads; no link when absent. */
  forgottenPasswordPath?: string | undefined;
  /** Where 'Forgotten your customer number?' leads; no link when absent. */
  forgottenCustomerNumberPath?: string | undefined;
  /** The identifier the form starts with (the address typed in the footer's newsletter box). */
  initialIdentifier?: string | undefined;
  /** The store has just told the shopper the starting identifier has an account. */
  initialIdentifierHasAccount?: boolean | undefined;
}

/**
 * Sign-in (spec 3, 4, 5): an e-mail address or a customer number — with the account's surname —,
 * the password and the bot challenge. Signed in, the customer is kept (the cart follows, with a
 * visitor's basket merged into the account's) and goes to `destination`.
 */
export function LoginForm({
  name,
  destination,
  labelledBy,
  summaryHeadingLevel,
  forgottenPasswordPath,
  forgottenCustomerNumberPath,
  initialIdentifier = '',
  initialIdentifierHasAccount = false,
}: LoginFormProps) {
  const { t } = useTranslation();
  const schemas = useFormSchemas();
  const schema = useMemo(() => loginFormSchema(schemas.login), [schemas]);
  const labels = useFieldLabels(LOGIN_LABEL_KEYS);
  const initialValues = useMemo(
    () => ({ ...EMPTY_LOGIN, email: initialIdentifier }),
    [initialIdentifier],
  );
  const [logIn] = useLogInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  // Bot-challenge tokens are single-use: each attempt remounts the widget for a new one.
  const [attempt, setAttempt] = useState(0);
  const refusedBefore = useRef(false);

  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    helpers.setStatus(undefined);
    try {
      const { customer } = await logIn(loginPayload(values, token)).unwrap();
      dispatch(customerReceived(customer));
    } catch (error) {
      const failure = error as ApiFailure;
      const refusal = withLoginRefusalText(failure, {
        identifier: values.email,
        knownAccountEmail: initialIdentifierHasAccount ? initialIdentifier : undefined,
        refusedBefore: refusedBefore.current,
      });
      showServerFailure(name, refusal, helpers);
      refusedBefore.current ||= isRefusedLogin(failure);
      setToken('');
      setAttempt((count) => count + 1);
      return;
    }
    void navigate(destination, { replace: true });
  };

  return (
    <StoreForm
      name={name}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className={styles.form}
    >
      {({ values }) => (
        <>
          <FormErrorSummary labels={labels} headingLevel={summaryHeadingLevel} />
          <RequiredFieldsNote />
          <TextField
            name="email"
            label={labels.email}
            hint={t('IDENTITY_IDENTIFIER_HINT')}
            required
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
          />
          {forgottenCustomerNumberPath && (
            <p className={styles.aside}>
              <Link to={forgottenCustomerNumberPath} state={recoveryLinkState(values.email)}>
                {t('IDENTITY_FORGOTTEN_CUSTOMER_NUMBER')}
              </Link>
            </p>
          )}
          {identifierKind(values.email) === 'customer-number' && (
            <TextField
              name="surname"
              label={labels.surname}
              hint={t('IDENTITY_SURNAME_HINT')}
              required
              autoComplete="family-name"
            />
          )}
          <PasswordField
            label={labels.password}
            required
            autoComplete="current-password"
            showRules={false}
          />
          {forgottenPasswordPath && (
            <p className={styles.aside}>
              <Link to={forgottenPasswordPath} state={recoveryLinkState(values.email)}>
                {t('IDENTITY_FORGOTTEN_PASSWORD')}
              </Link>
            </p>
          )}
          <BotChallenge key={attempt} onSolved={setToken} />
          <FormServerError />
          <SubmitButton>{t('IDENTITY_LOGIN_SUBMIT')}</SubmitButton>
        </>
      )}
    </StoreForm>
  );
}
