import type { OrderDetails } from '@vitrine/api-client';
import { OrderSummary } from '@vitrine/ui';
import { amountOf } from '../order-format.js';
import { OrderDelivery } from './order-delivery.js';
import { OrderItems } from './order-items.js';
import { OrderOverview } from './order-overview.js';
import { OrderPackages } from './order-packages.js';
import styles from './order-details.module.css';

/**
 * One order as spec 3 lists it: overview (date, status, methods, easy return, invoice), the
 * items, the amounts (subtotal, discount with its code, postage and packing, total), the parcels
 * with their tracking, and where it is delivered.
 */
export function OrderDetailsView({ order }: { order: OrderDetails }) {
  return (
    <div className={styles.details}>
      <OrderOverview order={order} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <OrderItems items={order.items} />
          {order.packages.length > 0 && <OrderPackages packages={order.packages} />}
          <OrderDelivery address={order.deliveryAddress} relayPointName={order.relayPointName} />
        </div>
        <OrderSummary
          className={styles.summary}
          itemCount={order.nbProducts}
          subtotal={amountOf(order.subtotal)}
          discount={amountOf(order.discount)}
          privilegeCode={order.privilegeCode || undefined}
          shippingFees={amountOf(order.shippingFees)}
          total={amountOf(order.total)}
        />
      </div>
    </div>
  );
}
