import { useRequestCustomerNumberMutation } from '../api/identity-api.js';
import { RecoveryRequestPage } from '../components/recovery-request-page.js';

/** Forgotten customer number (spec 4, 7.1 /customer/account/forgotcustomernumber): sent by mail. */
export default function ForgotCustomerNumberPage() {
  const [requestCustomerNumber] = useRequestCustomerNumberMutation();
  return (
    <RecoveryRequestPage
      formName="forgot_customer_number"
      titleKey="IDENTITY_FORGOT_CUSTOMER_NUMBER_TITLE"
      introKey="IDENTITY_FORGOT_CUSTOMER_NUMBER_INTRO"
      submitKey="IDENTITY_FORGOT_CUSTOMER_NUMBER_SUBMIT"
      sentKey="IDENTITY_CUSTOMER_NUMBER_SENT"
      send={(email) => requestCustomerNumber(email).unwrap()}
    />
  );
}
