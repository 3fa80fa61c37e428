import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import parts from './field-parts.module.css';
import { FieldError, RequiredMark } from './field-parts.js';
import { useFieldFeedback } from './use-field-feedback.js';

export interface WidgetFieldProps {
  /** The Formik field the widget sets (the contact form's 'captcha': true once solved). */
  name: string;
  /** What the widget asks, as the group's legend. */
  label: ReactNode;
  required?: boolean | undefined;
  /** The third-party widget's container, and anything shown with it. */
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A Formik field whose control is a third party's widget (a captcha in its own frame): a fieldset
 * named by its legend, the field's error above the widget as the kit's other fields show it, and
 * the field's id, so the error summary's link leads to it.
 */
export function WidgetField({
  name,
  label,
  required = false,
  children,
  className,
}: WidgetFieldProps) {
  const { ids, error } = useFieldFeedback<unknown>(name);
  return (
    <fieldset
      id={ids.input}
      className={clsx(parts.field, error !== undefined && parts.invalid, className)}
      aria-describedby={error === undefined ? undefined : ids.error}
    >
      <legend id={ids.label} className={clsx(parts.label, parts.legend)}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {error !== undefined && <FieldError id={ids.error} message={error} />}
      {children}
    </fieldset>
  );
}
