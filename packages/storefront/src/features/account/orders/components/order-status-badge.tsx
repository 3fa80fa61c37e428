import type { OrderStatus } from '@vitrine/api-client';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_KEYS } from '../order-labels.js';
import styles from './order-status-badge.module.css';

/** How far an order got: on its way, arrived, or stopped. The text says it; colour only helps. */
const TONES: Record<OrderStatus, 'progress' | 'done' | 'stopped'> = {
  placed: 'progress',
  preparing: 'progress',
  'partially-shipped': 'progress',
  shipped: 'progress',
  delivered: 'done',
  cancelled: 'stopped',
  returned: 'stopped',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${styles[TONES[status]]}`}>
      {t(ORDER_STATUS_KEYS[status])}
    </span>
  );
}
