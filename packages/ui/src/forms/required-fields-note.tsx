import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import styles from './required-fields-note.module.css';

export interface RequiredFieldsNoteProps {
  className?: string | undefined;
}

/** Explains, once per form, the asterisk of the required fields ('Fields marked with * …'). */
export function RequiredFieldsNote({ className }: RequiredFieldsNoteProps) {
  const { t } = useTranslation();
  return <p className={clsx(styles.note, className)}>{t('LABEL_REQUIRED_FIELDS_NOTE')}</p>;
}
