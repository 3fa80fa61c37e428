import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import { clampQuantity, parseQuantity, quantityBounds, stepQuantity } from './quantity.js';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** The current quantity (controlled). */
  value: number;
  /** Called with the new quantity, already within 1 and the maximum; never with the same value. */
  onChange: (quantity: number) => void;
  /** Items in stock: the maximum (capped at the cart's 99). */
  stock?: number | undefined;
  /** Another maximum (a per-order limit); the lowest of `stock`, `max` and 99 applies. */
  max?: number | undefined;
  /** The product's name, for the accessible names ('Diminuer la quantité de Robe portefeuille'). */
  productName?: string | undefined;
  /** Disables the whole stepper (while the line is updated). */
  disabled?: boolean | undefined;
  /** Shows the 'Quantité' label above the stepper (otherwise it is only read by screen readers). */
  showLabel?: boolean | undefined;
  size?: 'sm' | 'md' | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * − and + buttons around a quantity field, following the APG spin button: the field takes digits
 * (applied on Enter or when leaving it), ↑/↓ change it by one, Page Up/Down by five, Home/End go
 * to the bounds. The buttons stay focusable at the bounds (aria-disabled) so focus is never lost.
 */
export function QuantityStepper({
  value,
  onChange,
  stock,
  max,
  productName,
  disabled = false,
  showLabel = false,
  size = 'md',
  id,
  className,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-quantity`;
  const bounds = quantityBounds(stock, max);
  const current = clampQuantity(value, { min: bounds.min, max: Math.max(bounds.max, value) });
  const [draft, setDraft] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<number | null>(null);
  const canDecrease = !disabled && current > bounds.min;
  const canIncrease = !disabled && current < bounds.max;

  const commit = (quantity: number) => {
    setDraft(null);
    if (quantity !== current) onChange(quantity);
  };

  const commitDraft = () => {
    if (draft === null) return;
    commit(parseQuantity(draft, bounds) ?? current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = {
      ArrowUp: 1,
      ArrowDown: -1,
      PageUp: 5,
      PageDown: -5,
      Home: bounds.min - current,
      End: bounds.max - current,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const base = draft === null ? current : (parseQuantity(draft, bounds) ?? current);
      commit(stepQuantity(base, step, bounds));
    } else if (event.key === 'Enter') {
      // The stepper often sits in a checkout form: Enter applies the quantity, not the form.
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null);
    }
  };

  const press = (step: 1 | -1) => {
    if (step === 1 ? !canIncrease : !canDecrease) return;
    const next = stepQuantity(current, step, bounds);
    setAnnounced(next);
    commit(next);
  };

  const name = productName
    ? {
        field: t('LABEL_QUANTITY_OF', { name: productName }),
        decrease: t('LABEL_QUANTITY_DECREASE_OF', { name: productName }),
        increase: t('LABEL_QUANTITY_INCREASE_OF', { name: productName }),
      }
    : {
        field: t('LABEL_QUANTITY_FIELD'),
        decrease: t('LABEL_QUANTITY_DECREASE'),
        increase: t('LABEL_QUANTITY_INCREASE'),
      };
  const atStockLimit = !disabled && current >= bounds.max && bounds.max > bounds.min;

  return (
    <div className={clsx(styles.stepper, styles[size], className)}>
      <label htmlFor={inputId} className={showLabel ? styles.label : utilities.visuallyHidden}>
        {t('LABEL_QUANTITY_FIELD')}
      </label>
      <div className={clsx(styles.control, disabled && styles.disabled)}>
        <button
          type="button"
          className={clsx(controls.iconButton, styles.button)}
          aria-label={name.decrease}
          aria-controls={inputId}
          aria-disabled={!canDecrease}
          disabled={disabled}
          onClick={() => {
            press(-1);
          }}
        >
          <MinusIcon size={16} strokeWidth={2.25} />
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-label={name.field}
          aria-valuenow={current}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
          aria-describedby={atStockLimit ? `${inputId}-limit` : undefined}
          maxLength={2}
          disabled={disabled}
          value={draft ?? String(current)}
          onChange={(event) => {
            setDraft(event.target.value.replace(/\D/g, ''));
          }}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={clsx(controls.iconButton, styles.button)}
          aria-label={name.increase}
          aria-controls={inputId}
          aria-disabled={!canIncrease}
          aria-describedby={atStockLimit ? `${inputId}-limit` : undefined}
          disabled={disabled}
          onClick={() => {
            press(1);
          }}
        >
          <PlusIcon size={16} strokeWidth={2.25} />
        </button>
      </div>
      {atStockLimit && (
        <span id={`${inputId}-limit`} className={utilities.visuallyHidden}>
          {t('LABEL_QUANTITY_MAX_REACHED')}
        </span>
      )}
      <span role="status" className={utilities.visuallyHidden}>
        {announced !== null && announced === current
          ? t('LABEL_QUANTITY_NOW', { quantity: current })
          : ''}
      </span>
    </div>
  );
}
