import { useLocation } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { afterLoginPath } from '../../../routes/guards.js';
import { SignupPage } from '../components/signup-page.js';

/** The customer area's signup (spec 2.1 /customer/account/create): then the page that asked, else order history. */
export default function AccountSignupPage() {
  const { config, paths } = useStoreContext();
  const { search } = useLocation();
  return (
    <SignupPage
      formName="signup"
      destination={afterLoginPath(search, config.loggedInHome ?? paths.account.orderHistory)}
      loginPath={paths.account.login}
    />
  );
}
