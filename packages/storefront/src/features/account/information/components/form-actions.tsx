import { SubmitButton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../../app/store-context.js';
import { FormServerError } from '../../../../shared/forms/form-server-error.js';
import styles from './information.module.css';

/**
 * The end of an account form: the server's refusal (spec 8), the save button, and the way back
 * to the summary without saving.
 */
export function FormActions() {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  return (
    <>
      <FormServerError />
      <div className={styles.formActions}>
        <SubmitButton>{t('INFORMATION_SAVE')}</SubmitButton>
        <Link to={paths.account.information} className={styles.action}>
          {t('INFORMATION_CANCEL')}
        </Link>
      </div>
    </>
  );
}
