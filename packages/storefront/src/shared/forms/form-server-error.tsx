import { FlashMessage } from '@vitrine/ui';
import { useFormikContext } from 'formik';
import type { FormServerStatus } from './server-failure.js';
import { useServerMessage } from './server-message.js';

/** The server's refusal of the last submit (see showServerFailure), as an alert in the form. */
export function FormServerError({ className }: { className?: string | undefined }) {
  const status = useFormikContext<unknown>().status as FormServerStatus | undefined;
  const serverMessage = useServerMessage();
  const error = status?.error;
  if (!error) return null;
  // An error FlashMessage is itself the alert (role="alert").
  return (
    <FlashMessage severity="error" className={className}>
      {serverMessage(error)}
    </FlashMessage>
  );
}
