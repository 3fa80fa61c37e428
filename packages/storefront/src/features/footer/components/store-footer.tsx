import { otherClick } from '@vitrine/analytics';
import { Footer, type NewsletterStatus } from '@vitrine/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { track } from '../../../shared/analytics.js';
import { openConsentPreferences } from '../../../shared/consent/consent-state.js';
import { customerFieldsTranslations } from '../../../shared/forms/customer-fields.i18n.js';
import { HtmlContent } from '../../../shared/html-content.js';
import {
  NEWSLETTER_LOGIN_FLAG,
  newsletterPreset,
  type NewsletterHandoffState,
} from '../../../shared/newsletter-handoff.js';
import { useSubscribeNewsletterMutation } from '../../../state/customer-api.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { addressInStore } from '../../../shared/store-path.js';
import { flashSet } from '../../../state/flash-slice.js';
import { useCustomerExistsMutation, useGetFooterHtmlQuery } from '../api/footer-api.js';
import { readFooterHtml } from './footer-content.js';
import { newsletterNextStep } from './newsletter-next-step.js';
import styles from './store-footer.module.css';

/** The address typed, for the page the box leads to (router state, never the address bar). */
const handoff = (email: string): NewsletterHandoffState => ({
  newsletter: newsletterPreset(email),
});

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/**
 * The footer wired to the store: the footer content's link columns and its other parts (spec
 * 7.5, server-rendered with the page), the newsletter box (spec 4).
 */
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
  const { columns, information } = useMemo(
    () =>
      footer.data
        ? readFooterHtml(footer.data, config.segment, parseHtml)
        : { columns: [], information: '' },
    [footer.data, config.segment],
  );

  const onSubmit = async (email: string) => {
    track(otherClick('newsletter', 'submit'));
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
      information={
        information ? (
          <div className={styles.information}>
            <HtmlContent html={information} className={styles.content} />
          </div>
        ) : undefined
      }
      newsletter={{
        onSubmit: (email) => void onSubmit(email),
        status,
        // The forms' rule, as the server decides it.
        allowPlus: config.formSchemaOptions?.allowPlusInEmail,
      }}
      socialLinks={config.socialLinks}
      // Spec 9 'other click': a footer link's stable label, else its address.
      onLinkClick={(label) => {
        track(otherClick('footer', addressInStore(label, config.segment)));
      }}
      onCookieSettings={openConsentPreferences}
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
