import { EmailField, SubmitButton } from '@vitrine/ui';
import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiFailure } from '../../app/api-failure.js';
import { useAppSelector } from '../../app/hooks.js';
import { useStoreContext } from '../../app/store-context.js';
import { useRouteTexts } from '../../i18n/route-texts.js';
import { RETURN_PARAM } from '../../routes/guards.js';
import { AddressFields, CivilityField, NameFields } from '../../shared/forms/customer-fields.js';
import { customerFieldsTranslations } from '../../shared/forms/customer-fields.i18n.js';
import {
  FormNotice,
  FormPage,
  FormStart,
  formColumnClass,
  formLinkClass,
} from '../../shared/forms/form-page.js';
import { useFormSchemas } from '../../shared/forms/form-schemas.js';
import { FormSection } from '../../shared/forms/form-section.js';
import { FormServerError } from '../../shared/forms/form-server-error.js';
import { showServerFailure, withFallbackMessage } from '../../shared/forms/server-failure.js';
import { StoreForm } from '../../shared/forms/store-form.js';
import { useFieldLabels } from '../../shared/forms/use-field-labels.js';
import { selectCustomer } from '../../state/customer-slice.js';
import { useRequestCatalogueMutation } from './catalogue-request-api.js';
import {
  CATALOGUE_REQUEST_LABEL_KEYS,
  catalogueRequestValues,
  type CatalogueRequestValues,
} from './catalogue-request-values.js';
import { catalogueRequestTranslations } from './catalogue-request.i18n.js';

const FORM_NAME = 'catalogue_request';

/**
 * The paper catalogue request (spec 2.1 /catalogrequest/ for everyone, and
 * /customer/account/catalogrequest in the account area): identity, e-mail and the postal address,
 * a customer's own filled in. An address that belongs to an account the shopper is not signed in
 * to is refused (409, spec 4): they log in first, and come back here. Spec 8's messages.
 */
export default function CatalogueRequestPage() {
  useRouteTexts(catalogueRequestTranslations);
  useRouteTexts(customerFieldsTranslations);
  const { t } = useTranslation();
  const { config, paths } = useStoreContext();
  const schemas = useFormSchemas();
  const labels = useFieldLabels(CATALOGUE_REQUEST_LABEL_KEYS);
  const customer = useAppSelector(selectCustomer);
  const signedIn = customer?.isLoggedIn ? customer : undefined;
  const initialValues = useMemo(
    () => catalogueRequestValues(signedIn, config.locale),
    [signedIn, config.locale],
  );
  const [request] = useRequestCatalogueMutation();
  const [sent, setSent] = useState(false);
  const [mustLogIn, setMustLogIn] = useState(false);

  const onSubmit = async (
    { civility, ...values }: CatalogueRequestValues,
    helpers: FormikHelpers<CatalogueRequestValues>,
  ) => {
    helpers.setStatus(undefined);
    setMustLogIn(false);
    if (civility === '') return; // the schema requires it
    try {
      await request({ civility, ...values }).unwrap();
      setSent(true);
    } catch (error) {
      const failure = error as ApiFailure;
      setMustLogIn(failure.code === 'account.log_in_first');
      showServerFailure(
        FORM_NAME,
        withFallbackMessage(failure, 'CATALOGUE_REQUEST_FAILED'),
        helpers,
      );
    }
  };

  const loginPath = `${paths.account.login}?${RETURN_PARAM}=${encodeURIComponent(paths.account.catalogueRequest)}`;
  return (
    <FormPage title={t('CATALOGUE_REQUEST_TITLE')} intro={t('CATALOGUE_REQUEST_INTRO')}>
      {!sent ? (
        <StoreForm
          name={FORM_NAME}
          initialValues={initialValues}
          validationSchema={schemas.catalogRequest}
          onSubmit={onSubmit}
          className={formColumnClass}
        >
          <FormStart labels={labels} />
          <FormSection title={t('CATALOGUE_REQUEST_ABOUT_YOU')}>
            <CivilityField label={labels.civility} current={signedIn?.civility ?? ''} />
            <NameFields labels={labels} />
            <EmailField label={labels.email} required />
          </FormSection>
          <FormSection title={t('CATALOGUE_REQUEST_ADDRESS')}>
            <AddressFields labels={labels} />
          </FormSection>
          <FormServerError />
          {mustLogIn && (
            <p className={formLinkClass}>
              <Link to={loginPath}>{t('CATALOGUE_REQUEST_LOG_IN_LINK')}</Link>
            </p>
          )}
          <SubmitButton>{t('CATALOGUE_REQUEST_SUBMIT')}</SubmitButton>
        </StoreForm>
      ) : (
        <FormNotice severity="success">{t('CATALOGUE_REQUEST_SENT')}</FormNotice>
      )}
    </FormPage>
  );
}
