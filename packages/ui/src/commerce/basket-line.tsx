import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { BinIcon, DeliveryIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import { Price } from './price.js';
import { QuantityStepper } from './quantity-stepper.js';
import { WAREHOUSE_LABEL_KEYS } from './shipping-groups.js';
import type { WarehouseLabel } from './shipping-groups.js';
import { StockBadge } from './stock-badge.js';
import styles from './basket-line.module.css';

export interface BasketLineProps {
  /** The product's label (model name). */
  name: string;
  brand?: string | undefined;
  /** The product page. */
  productUrl: string;
  /** The product picture (ratio 0.8). */
  image: string;
  color?: string | undefined;
  size?: string | undefined;
  /** Unit price. */
  price: number;
  /** Unit price before reduction, shown crossed out when above `price`. */
  crossedOutPrice?: number | undefined;
  quantity: number;
  /** Items left: caps the quantity and warns when low or out. */
  stock?: number | undefined;
  /** Another per-line limit for the quantity. */
  maxQuantity?: number | undefined;
  /** ISO date on which an out-of-stock product is available again. */
  availableOn?: string | undefined;
  /** Delivered from the warehouse: the spec §3 label of its method (ldf-standard, ldf-confort-premium). */
  warehouseLabel?: WarehouseLabel | undefined;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** The line is being updated or removed: a busy overlay, controls disabled. */
  updating?: boolean | undefined;
  /** The last change failed: true for the kit's message, or the server's message. */
  error?: true | string | undefined;
  className?: string | undefined;
}

const IMAGE_WIDTH = 96;
const IMAGE_HEIGHT = 120; // ratio 0.8 (spec §9)

/** Line totals in cents, so 3 × 19,99 € is 59,97 € and not 59,970000000000006. */
function times(amount: number, quantity: number) {
  return (Math.round(amount * 100) * quantity) / 100;
}

/**
 * One product line of the basket: picture and name linking to the product, colour and size,
 * unit price, quantity stepper, line total, stock and warehouse delivery notes, and a remove
 * button. Gifts are shown by the GiftChooser, not as lines.
 */
export function BasketLine({
  name,
  brand,
  productUrl,
  image,
  color,
  size,
  price,
  crossedOutPrice,
  quantity,
  stock,
  maxQuantity,
  availableOn,
  warehouseLabel,
  onQuantityChange,
  onRemove,
  updating = false,
  error,
  className,
}: BasketLineProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const id = useId();
  const outOfStock = stock !== undefined && stock <= 0;
  return (
    <div
      className={clsx(styles.line, updating && styles.updating, className)}
      aria-busy={updating || undefined}
    >
      <Link href={productUrl} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.image}
          src={image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className={styles.info}>
        {brand && <p className={styles.brand}>{brand}</p>}
        <Link href={productUrl} className={styles.name} id={`${id}-name`}>
          {name}
        </Link>
        {(color ?? size) && (
          <p className={styles.attributes}>
            {color && <span>{t('LABEL_CART_LINE_COLOR', { color })}</span>}
            {size && <span>{t('LABEL_CART_LINE_SIZE', { size })}</span>}
          </p>
        )}
        <p className={styles.unitPrice}>
          <Price
            price={price}
            crossedOutPrice={crossedOutPrice}
            size="sm"
            label={t('LABEL_CART_LINE_UNIT_PRICE')}
          />
        </p>
        <StockBadge stock={stock} availableOn={availableOn} hideInStock size="sm" />
        {warehouseLabel && (
          <p className={styles.warehouse}>
            <DeliveryIcon className={styles.truck} size={18} />
            {t(WAREHOUSE_LABEL_KEYS[warehouseLabel])}
          </p>
        )}
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          value={quantity}
          stock={stock}
          max={maxQuantity}
          productName={name}
          size="sm"
          disabled={updating || outOfStock}
          onChange={onQuantityChange}
        />
      </div>
      <p className={styles.total}>
        <Price
          label={t('LABEL_CART_LINE_TOTAL')}
          price={times(price, quantity)}
          crossedOutPrice={
            crossedOutPrice !== undefined ? times(crossedOutPrice, quantity) : undefined
          }
          showDiscount={false}
        />
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('LABEL_CART_LINE_REMOVE_OF', { name })}
        disabled={updating}
        onClick={onRemove}
      >
        <BinIcon size={18} />
        <span className={utilities.visuallyHiddenUntilMedium}>{t('LABEL_CART_LINE_REMOVE')}</span>
      </button>
      {error !== undefined && (
        <p className={styles.error} role="alert">
          {error === true ? t('LABEL_CART_LINE_ERROR') : error}
        </p>
      )}
      {updating && (
        <div className={styles.overlay} aria-hidden="true">
          <span className={clsx(controls.spinner, styles.spinner)} />
        </div>
      )}
      <span role="status" className={utilities.visuallyHidden}>
        {updating ? t('LABEL_CART_LINE_UPDATING') : ''}
      </span>
    </div>
  );
}
