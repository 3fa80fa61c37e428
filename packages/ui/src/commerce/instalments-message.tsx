import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../format/use-money.js';
import { CardIcon } from '../icons/icons.js';
import {
  INSTALMENTS_COUNT,
  INSTALMENTS_MIN_AMOUNT,
  isInstalmentsEligible,
  splitInstalments,
} from './instalments.js';
import styles from './instalments-message.module.css';

export interface InstalmentsMessageProps {
  /** The price or basket amount to split. */
  amount: number;
  /** From this amount the offer applies (INSTALMENTS_MIN_AMOUNT, 100). */
  minAmount?: number | undefined;
  /** Number of payments (INSTALMENTS_COUNT, 3). */
  count?: number | undefined;
  className?: string | undefined;
}

/**
 * The interest-free 3-instalment card payment message (spec §2.5, §9), shown on the French store's
 * product page from 100 €: 'Payez en 3× 33,33 € sans frais par carte bancaire'. When the amount
 * does not split evenly the first payment takes the extra cents, and the message says so. Below
 * the minimum it renders nothing; the app shows it on the French store only.
 */
export function InstalmentsMessage({
  amount,
  minAmount = INSTALMENTS_MIN_AMOUNT,
  count = INSTALMENTS_COUNT,
  className,
}: InstalmentsMessageProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  if (!isInstalmentsEligible(amount, minAmount)) return null;
  const [first = 0, ...others] = splitInstalments(amount, count);
  const next = others[0] ?? first;
  const text =
    first === next
      ? t('LABEL_INSTALMENTS_EVEN', { instalments: count, amount: money(first) })
      : t('LABEL_INSTALMENTS_UNEVEN', {
          instalments: count,
          first: money(first),
          others: others.length,
          amount: money(next),
        });
  return (
    <p className={clsx(styles.message, className)}>
      <CardIcon className={styles.icon} />
      <span>{text}</span>
    </p>
  );
}
