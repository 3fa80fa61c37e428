import { Footer, type NewsletterStatus } from '@vitrine/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import {
  useCustomerExistsMutation,
  useGetFooterHtmlQuery,
  useSubscribeNewsletterMutation,
} from '../api/footer-api.js';
import { footerColumns } from './footer-columns.js';
import {
  NEWSLETTER_LOGIN_FLAG,
  newsletterNextStep,
  type NewsletterPreset,
} from './newsletter-next-step.js';

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The footer wired to the store: columns from the footer content, the newsletter box (spec 4). */
export default function StoreFooter() {
  const { config, paths } = useStoreContext();
  const navigate = useNavigate();
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
        case 'subscribe-then-account':
          await subscribe(email).unwrap();
          await navigate(paths.account.newsletter);
          break;
        case 'account-newsletter':
          await navigate(paths.account.newsletter);
          break;
        case 'login-for-newsletter':
          await navigate(`${paths.account.login}?${NEWSLETTER_LOGIN_FLAG}=1`);
          break;
        case 'subscriber-page': {
          const preset: NewsletterPreset = {
            email,
            mailOption: true,
            partnerOption: false,
            smsOption: false,
          };
          await navigate(paths.newsletterSubscribe, { state: { newsletter: preset } });
          break;
        }
      }
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  };

  return (
    <Footer
      columns={columns}
      newsletter={{ onSubmit: (email) => void onSubmit(email), status }}
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
