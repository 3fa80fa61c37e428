import {
  Form,
  Formik,
  useFormikContext,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { trackFormErrors } from './form-error-tracking.js';

/** Reports the errors of each submit the schema stopped. */
function FormErrorTracker({ formName }: { formName: string }) {
  const { submitCount, isSubmitting, isValid, errors } = useFormikContext();
  const reported = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === reported.current) return;
    reported.current = submitCount;
    if (!isValid) trackFormErrors(formName, errors);
  }, [submitCount, isSubmitting, isValid, errors, formName]);
  return null;
}

export interface StoreFormProps<Values extends FormikValues> {
  /** The form's name in analytics events ('checkout_login', 'shipping'…). */
  name: string;
  initialValues: Values;
  /** A schema of `useFormSchemas()` (or a pick of it). */
  validationSchema: AnyObjectSchema;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void> | void;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
  className?: string | undefined;
  /** The form's accessible name, when the page has more than one form. */
  'aria-labelledby'?: string | undefined;
}

/**
 * A store form: Formik with the store's schema, native validation off (the kit's fields show the
 * schema's messages inline, linked by aria-describedby), and the analytics form-error event.
 */
export function StoreForm<Values extends FormikValues>({
  name,
  initialValues,
  validationSchema,
  onSubmit,
  children,
  className,
  'aria-labelledby': labelledBy,
}: StoreFormProps<Values>) {
  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      {(form) => (
        <Form noValidate className={className} aria-labelledby={labelledBy}>
          {typeof children === 'function' ? children(form) : children}
          <FormErrorTracker formName={name} />
        </Form>
      )}
    </Formik>
  );
}
