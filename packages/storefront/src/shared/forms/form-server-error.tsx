import { FlashMessage } from '@vitrine/ui';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorTextOptions } from '../../app/error-texts.js';
import type { FormServerStatus } from './server-failure.js';

/** The server's refusal of the last submit (see showServerFailure), as an alert in the form. */
export function FormServerError({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  const status = useFormikContext<unknown>().status as FormServerStatus | undefined;
  if (!status?.error) return null;
  // An error FlashMessage is itself the alert (role="alert").
  return (
    <FlashMessage severity="error" className={className}>
      {t(status.error, errorTextOptions(status.params))}
    </FlashMessage>
  );
}
