import { FormErrorSummary, RequiredFieldsNote } from '@vitrine/ui';
import type { FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { StoreForm, type StoreFormProps } from '../../../../shared/forms/store-form.js';
import { FormActions } from './form-actions.js';
import styles from './information.module.css';

interface AccountFormProps<Values extends FormikValues> extends Omit<
  StoreFormProps<Values>,
  'children' | 'className'
> {
  /** The fields' labels by name, in page order (the error summary lists the errors so). */
  labels: Readonly<Record<string, string>>;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
}

/**
 * One of the account's forms: the error summary and the required-fields note, its fields, then
 * the server's refusal, the save button and the way back to the summary.
 */
export function AccountForm<Values extends FormikValues>({
  labels,
  children,
  ...form
}: AccountFormProps<Values>) {
  return (
    <StoreForm {...form} className={styles.form}>
      {(formik) => (
        <>
          <FormErrorSummary labels={labels} />
          <RequiredFieldsNote />
          {typeof children === 'function' ? children(formik) : children}
          <FormActions />
        </>
      )}
    </StoreForm>
  );
}
