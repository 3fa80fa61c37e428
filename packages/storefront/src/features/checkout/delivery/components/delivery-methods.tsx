import type { Delivery } from '@vitrine/api-client';
import { ShippingMethodPicker, type ShippingMethodCode } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { OVERSEAS_PREMIUM_PERCENT } from '@vitrine/validation';
import { isOverseas, methodOptions, type CartKinds, type GoodsKind } from '../delivery-options.js';
import type { ShippingChoice, ShippingErrors } from '../shipping-choice.js';
import { ParcelMethods } from './parcel-methods.js';
import styles from './delivery-methods.module.css';

/** Spec 8's message when the server refused a choice (an i18n key of the kit). */
const SELECTION_ERROR = 'LABEL_SHIPPING_SELECTION_ERROR';

export interface DeliveryMethodsProps {
  delivery: Delivery;
  kinds: CartKinds;
  /** The kind of goods whose method the form sends: its picker shows the form's messages. */
  formKind: GoodsKind;
  choice: ShippingChoice;
  errors: ShippingErrors;
  busy: boolean;
  onChooseParcelMethod: (method: ShippingMethodCode) => void;
  onChooseRelayPoint: (relayPoint: string) => void;
  onChooseWarehouseMethod: (method: ShippingMethodCode) => void;
}

/**
 * The methods for the cart's goods: the parcels' (home, relay) and, when the cart holds bulky
 * goods, the warehouse's. Fees include the overseas premium, which a note explains (spec 6).
 */
export function DeliveryMethods({
  delivery,
  kinds,
  formKind,
  choice,
  errors,
  busy,
  onChooseParcelMethod,
  onChooseRelayPoint,
  onChooseWarehouseMethod,
}: DeliveryMethodsProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const address = delivery.addresses[choice.address] ?? delivery.addresses.P;
  const overseas = isOverseas(config.segment, address);
  const both = kinds.parcel && kinds.warehouse;
  const errorOf = (kind: GoodsKind) =>
    (kind === formKind ? errors.fields.shippingMethod : undefined) ??
    (errors.refused === kind ? SELECTION_ERROR : undefined);

  return (
    <>
      {overseas && (
        <p className={styles.note}>
          {t('DELIVERY_OVERSEAS_NOTE', { percent: OVERSEAS_PREMIUM_PERCENT })}
        </p>
      )}
      {kinds.parcel && (
        <div className={styles.kind}>
          {both && <h3 className={styles.kindTitle}>{t('DELIVERY_PARCELS_TITLE')}</h3>}
          <ParcelMethods
            key={`${choice.address}-${address.postalCode}`}
            delivery={delivery}
            method={choice.parcelMethod}
            relayPoint={choice.relayPoint}
            postcode={address.postalCode}
            error={errorOf('parcel')}
            relayError={errors.fields.relayPoint}
            disabled={busy}
            onChooseMethod={onChooseParcelMethod}
            onChooseRelayPoint={onChooseRelayPoint}
          />
        </div>
      )}
      {kinds.warehouse && (
        <div className={styles.kind}>
          {both && <h3 className={styles.kindTitle}>{t('DELIVERY_WAREHOUSE_TITLE')}</h3>}
          <p className={styles.hint}>
            {t(overseas ? 'DELIVERY_WAREHOUSE_OVERSEAS' : 'DELIVERY_WAREHOUSE_HINT')}
          </p>
          <ShippingMethodPicker
            methods={methodOptions(delivery.methods, 'warehouse')}
            value={choice.warehouseMethod}
            onChange={onChooseWarehouseMethod}
            error={errorOf('warehouse')}
            disabled={busy}
          />
        </div>
      )}
    </>
  );
}
