import { useLocation } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { afterLoginPath } from '../../../routes/guards.js';
import { isNewsletterLogin, readNewsletterPreset } from '../../../shared/newsletter-handoff.js';
import { LoginPage } from '../components/login-page.js';

/**
 * The customer area's sign-in (spec 2.1 /customer/account/login): back to the page that asked,
 * else order history. From the footer's newsletter box (`?newsletter`, spec 4: the address has
 * an account), it says why, starts with that address, and leads to the account's newsletter page.
 */
export default function AccountLoginPage() {
  const { config, paths } = useStoreContext();
  const location = useLocation();
  const { search } = location;
  const state: unknown = location.state;
  const forNewsletter = isNewsletterLogin(search);
  return (
    <LoginPage
      formName="login"
      destination={
        forNewsletter
          ? paths.account.newsletter
          : afterLoginPath(search, config.loggedInHome ?? paths.account.orderHistory)
      }
      createPath={paths.account.create}
      noticeKey={forNewsletter ? 'IDENTITY_NEWSLETTER_LOGIN_NOTICE' : undefined}
      initialIdentifier={forNewsletter ? readNewsletterPreset(state).email : undefined}
      // The footer's box sends here only an address it found an account for.
      initialIdentifierHasAccount={forNewsletter}
    />
  );
}
