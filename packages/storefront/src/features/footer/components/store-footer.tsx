import { Footer, type NewsletterStatus } from '@vitrine/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { customerFieldsTranslations } from '../../../shared/forms/customer-fields.i18n.js';
import {
  NEWSLETTER_LOGIN_FLAG,
  newsletterPreset,
  type NewsletterHandoffState,
} from '../../../shared/newsletter-handoff.js';
import { useSubscribeNewsletterMutation } from '../../../state/customer-api.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { flashSet } from '../../../state/flash-slice.js';
import { useCustomerExistsMutation, useGetFooterHtmlQuery } from '../api/footer-api.js';
import { footerColumns } from './footer-columns.js';
import { newsletterNextStep } from './newsletter-next-step.js';

/** The address typed, for the page the box leads to (router state, never the address bar). */
const handoff = (email: string): NewsletterHandoffState => ({
  newsletter: newsletterPreset(email),
});

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The footer wired to the store: columns from the footer content, the newsletter box (spec 4). */
export default function StoreFooter() {
  // The subscription's answer (shown as a flash on the account's newsletter page).
  useRouteTexts(customerFieldsTranslations);
  const { config, paths } = useStoreContext();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectCustomer);
  const footer = useGetFooterHtmlQuery();
  const [checkExists] = useCustomerExistsMutation();
  const [subscribe] = useSubscribeNewsletterMutation();
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const columns = useMemo(
    () => (footer.data ? footerColumns(footer.data, config.segment, parseHtml) : []),
    [footer.data, config.segment],
  );

  const onSubmit = async (email: string) => {
    setStatus('submitting');
    try {
      const step = await newsletterNextStep(
        customer,
        email,
        async () => (await checkExists(email).unwrap()).exists,
      );
      switch (step.kind) {
        case 'subscribe-then-account': {
          await subscribe({ email }).unwrap();
          dispatch(flashSet({ messageKey: 'CUSTOMER_NEWSLETTER_SUBSCRIBED', severity: 'success' }));
          await navigate(paths.account.newsletter);
          break;
        }
        case 'account-newsletter':
          // Nothing is subscribed: the page says so, and whose address its choices are for.
          dispatch(
            flashSet({ messageKey: 'CUSTOMER_NEWSLETTER_OTHER_ADDRESS', severity: 'warning' }),
          );
          await navigate(paths.account.newsletter);
          break;
        case 'login-for-newsletter':
          await navigate(`${paths.account.login}?${NEWSLETTER_LOGIN_FLAG}=1`, {
            state: handoff(email),
          });
          break;
        case 'subscriber-page':
          await navigate(paths.newsletterSubscribe, { state: handoff(email) });
          break;
      }
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  };

  return (
    <Footer
      columns={columns}
      newsletter={{
        onSubmit: (email) => void onSubmit(email),
        status,
        // The forms' rule, as the server decides it.
        allowPlus: config.formSchemaOptions?.allowPlusInEmail,
      }}
      socialLinks={config.socialLinks}
      reassuranceLinks={{
        returns: paths.deliveryAndReturns,
        payment: paths.help,
        customerService: paths.contact,
      }}
      year={new Date().getFullYear()}
      brandName={config.brandName}
    />
  );
}
