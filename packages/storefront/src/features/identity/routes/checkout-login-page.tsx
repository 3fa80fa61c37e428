import { useLocation } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { afterLoginPath } from '../../../routes/guards.js';
import { LoginPage } from '../components/login-page.js';

/** Checkout identification (spec 2.1 /checkout/account/login): then delivery, or the checkout step that asked. */
export default function CheckoutLoginPage() {
  const { paths } = useStoreContext();
  const { search } = useLocation();
  return (
    <LoginPage
      formName="checkout_login"
      destination={afterLoginPath(search, paths.checkout.shipping)}
      createPath={paths.checkout.create}
    />
  );
}
