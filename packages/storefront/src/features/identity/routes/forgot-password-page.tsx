import { useRequestPasswordResetMutation } from '../api/identity-api.js';
import { RecoveryRequestPage } from '../components/recovery-request-page.js';

/** Forgotten password (spec 2.1, 4 /customer/account/forgotpassword): a reset link by mail. */
export default function ForgotPasswordPage() {
  const [requestPasswordReset] = useRequestPasswordResetMutation();
  return (
    <RecoveryRequestPage
      formName="forgot_password"
      titleKey="IDENTITY_FORGOT_PASSWORD_TITLE"
      introKey="IDENTITY_FORGOT_PASSWORD_INTRO"
      submitKey="IDENTITY_FORGOT_PASSWORD_SUBMIT"
      sentKey="IDENTITY_RESET_LINK_SENT"
      send={(email) => requestPasswordReset(email).unwrap()}
    />
  );
}
