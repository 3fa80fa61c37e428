import { useLocation } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { afterLoginPath } from '../../../routes/guards.js';
import { SignupPage } from '../components/signup-page.js';

/** Checkout account creation (spec 2.1 /checkout/account/create): then delivery, or the checkout step that asked. */
export default function CheckoutSignupPage() {
  const { paths } = useStoreContext();
  const { search } = useLocation();
  return (
    <SignupPage
      formName="checkout_signup"
      destination={afterLoginPath(search, paths.checkout.shipping)}
      loginPath={paths.checkout.login}
    />
  );
}
