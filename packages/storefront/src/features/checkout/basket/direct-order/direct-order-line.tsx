import { QuantityStepper } from '@vitrine/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { useDebouncedValue } from '../../../../shared/use-debounced-value.js';
import { useGetDirectOrderProductQuery } from './direct-order-api.js';
import { DirectOrderLookup } from './direct-order-lookup.js';
import {
  readReferenceInput,
  type DirectOrderLine,
  type DirectOrderProduct,
} from './direct-order-product.js';
import styles from './direct-order.module.css';

/** The reference is looked up once the shopper pauses typing. */
const LOOKUP_DELAY_MS = 400;

export interface DirectOrderLineProps {
  line: DirectOrderLine;
  number: number;
  onChange: (change: Partial<Omit<DirectOrderLine, 'key'>>) => void;
  /** The order was sent without this line's size. */
  sizeMissing: boolean;
  /** A line added by the shopper takes the focus. */
  focusOnMount: boolean;
}

/** The reference typed, once the shopper pauses, and its look-up in the catalogue. */
function useLineProduct(typed: string) {
  const { config } = useStoreContext();
  const input = readReferenceInput(useDebouncedValue(typed, LOOKUP_DELAY_MS));
  const reference = input.kind === 'reference' ? input.reference : null;
  const lookup = useGetDirectOrderProductQuery(
    { reference: reference ?? '', searchKind: config.slugs.search },
    { skip: reference === null },
  );
  return { input, lookup };
}

/** One line of the quick order: a catalogue reference, looked up as it is typed; size; quantity. */
export function DirectOrderLineFields({
  line,
  number,
  onChange,
  sizeMissing,
  focusOnMount,
}: DirectOrderLineProps) {
  const { t } = useTranslation();
  const id = useId();
  const referenceField = useRef<HTMLInputElement>(null);
  const { input, lookup } = useLineProduct(line.reference);
  const product: DirectOrderProduct | null | undefined =
    input.kind === 'reference' ? lookup.currentData : undefined;
  const notFound = input.kind === 'invalid' || (input.kind === 'reference' && product === null);
  const option = product?.options.find((o) => o.sku === line.sku);

  useEffect(() => {
    if (focusOnMount) referenceField.current?.focus();
  }, [focusOnMount]);

  const ids = {
    hint: `${id}-hint`,
    status: `${id}-status`,
    size: `${id}-size`,
    sizeError: `${id}-size-error`,
  };
  return (
    <fieldset className={styles.line}>
      <legend className={styles.legend}>{t('DIRECT_ORDER_LINE', { number })}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-reference`} className={styles.label}>
          {t('DIRECT_ORDER_REFERENCE')}
        </label>
        <input
          ref={referenceField}
          id={`${id}-reference`}
          className={styles.control}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={line.reference}
          aria-invalid={notFound || undefined}
          aria-describedby={`${ids.hint} ${ids.status}`}
          onChange={(event) => {
            onChange({ reference: event.target.value.toUpperCase(), sku: '' });
          }}
        />
        <p id={ids.hint} className={styles.hint}>
          {t('DIRECT_ORDER_REFERENCE_HINT')}
        </p>
      </div>
      <DirectOrderLookup
        id={ids.status}
        product={product}
        option={option}
        notFound={notFound}
        searching={input.kind === 'reference' && lookup.isFetching && !product}
        failed={input.kind === 'reference' && lookup.isError}
      />
      <div className={styles.field}>
        <label htmlFor={ids.size} className={styles.label}>
          {t('DIRECT_ORDER_SIZE')}
        </label>
        <select
          id={ids.size}
          className={styles.control}
          value={line.sku}
          disabled={!product?.options.length}
          aria-invalid={sizeMissing || undefined}
          aria-describedby={sizeMissing ? ids.sizeError : undefined}
          onChange={(event) => {
            onChange({ sku: event.target.value, quantity: 1 });
          }}
        >
          <option value="">{t('DIRECT_ORDER_SIZE_CHOOSE')}</option>
          {product?.options.map((o) => (
            <option key={o.sku} value={o.sku}>
              {product.severalColours
                ? t('DIRECT_ORDER_SIZE_COLOUR', { size: o.size, colour: o.colour })
                : o.size}
            </option>
          ))}
        </select>
        {sizeMissing && (
          <p id={ids.sizeError} className={styles.error}>
            {t('DIRECT_ORDER_SIZE_REQUIRED')}
          </p>
        )}
      </div>
      <QuantityStepper
        className={styles.quantity}
        value={line.quantity}
        stock={option?.stock}
        productName={product?.label ?? t('DIRECT_ORDER_LINE', { number })}
        disabled={!option}
        showLabel
        onChange={(quantity) => {
          onChange({ quantity });
        }}
      />
    </fieldset>
  );
}
