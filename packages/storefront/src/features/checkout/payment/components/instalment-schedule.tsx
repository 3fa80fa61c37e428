import type { InstalmentPlan } from '@vitrine/api-client';
import { formatLongDate, useMoney } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import styles from './payment-form.module.css';

/** Oney's schedule (spec 2.5), shown before paying: each instalment's date and amount. */
export function InstalmentSchedule({ plan }: { plan: InstalmentPlan }) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { money } = useMoney();
  return (
    <table className={styles.schedule}>
      <caption>{t('PAYMENT_INSTALMENTS_CAPTION', { count: plan.count })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('PAYMENT_INSTALMENTS_DATE')}</th>
          <th scope="col">{t('PAYMENT_INSTALMENTS_AMOUNT')}</th>
        </tr>
      </thead>
      <tbody>
        {plan.instalments.map(({ dueDate, amount }, index) => (
          <tr key={dueDate}>
            <td>
              {index === 0
                ? t('PAYMENT_INSTALMENTS_TODAY')
                : formatLongDate(new Date(`${dueDate}T00:00:00Z`), config.locale)}
            </td>
            <td>{money(Number(amount))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
