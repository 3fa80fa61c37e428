import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../format/use-money.js';
import utilities from '../styles/utilities.module.css';
import styles from './gift-chooser.module.css';

/**
 * A gift the cart offers. Hidden gifts (the cart's `attributes.isInvisible === 'O'`) are neither
 * shown nor counted (spec §3): the app leaves them out of the list it passes.
 */
export interface GiftOption {
  /** What onChange reports (the gift's SKU). */
  id: string;
  label: string;
  image: string;
  /** What the gift is worth, shown as 'D’une valeur de 15 €'. */
  value?: number | undefined;
  selected: boolean;
}

export interface GiftChooserProps {
  /** The visible gifts only (see GiftOption). Nothing is rendered when the list is empty. */
  gifts: readonly GiftOption[];
  /**
   * How many gifts the shopper may take: 1 (the default) makes a radio group, more a list of
   * check boxes that stops at the limit.
   */
  maxSelectable?: number | undefined;
  /** Called with the ids of the gifts chosen after the change. */
  onChange: (selectedIds: string[]) => void;
  /** The offer's text from the API ('Dès 80 € d’achat, un cadeau au choix'). */
  offerLabel?: string | undefined;
  /** While the choice is saved. */
  disabled?: boolean | undefined;
  className?: string | undefined;
}

const IMAGE_WIDTH = 80;
const IMAGE_HEIGHT = 100; // ratio 0.8

/** The gifts offered with the cart, to choose from (one, or up to `maxSelectable`). */
export function GiftChooser({
  gifts,
  maxSelectable = 1,
  onChange,
  offerLabel,
  disabled = false,
  className,
}: GiftChooserProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const id = useId();
  if (gifts.length === 0) return null;
  const max = Math.max(1, Math.floor(maxSelectable));
  const single = max === 1;
  const selected = gifts.filter((gift) => gift.selected).map((gift) => gift.id);
  const full = selected.length >= max;

  const toggle = (gift: GiftOption) => {
    if (single) onChange([gift.id]);
    else if (gift.selected) onChange(selected.filter((giftId) => giftId !== gift.id));
    else if (!full) onChange([...selected, gift.id]);
  };

  return (
    <fieldset
      className={clsx(styles.chooser, className)}
      aria-describedby={single ? undefined : `${id}-count`}
    >
      <legend className={styles.title}>{t('LABEL_GIFT_CHOOSER_TITLE', { count: max })}</legend>
      {offerLabel && <p className={styles.offer}>{offerLabel}</p>}
      <ul className={styles.gifts}>
        {gifts.map((gift, index) => {
          const inputId = `${id}-${String(index)}`;
          return (
            <li key={gift.id} className={styles.gift}>
              <input
                id={inputId}
                type={single ? 'radio' : 'checkbox'}
                name={`${id}-gift`}
                value={gift.id}
                className={clsx(utilities.visuallyHidden, styles.input)}
                checked={gift.selected}
                disabled={disabled || (!single && full && !gift.selected)}
                aria-labelledby={`${inputId}-label ${inputId}-badge`}
                aria-describedby={gift.value !== undefined ? `${inputId}-value` : undefined}
                onChange={() => {
                  toggle(gift);
                }}
              />
              <label htmlFor={inputId} className={styles.card}>
                <img
                  className={styles.image}
                  src={gift.image}
                  alt=""
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.text}>
                  <span id={`${inputId}-label`} className={styles.label}>
                    {gift.label}
                  </span>
                  <span id={`${inputId}-badge`} className={styles.badge}>
                    {t('LABEL_GIFT_CHOOSER_OFFERED')}
                  </span>
                  {gift.value !== undefined && (
                    <span id={`${inputId}-value`} className={styles.value}>
                      {t('LABEL_GIFT_CHOOSER_VALUE', { amount: money(gift.value) })}
                    </span>
                  )}
                </span>
                <span className={clsx(styles.mark, !single && styles.box)} aria-hidden="true" />
              </label>
            </li>
          );
        })}
      </ul>
      {!single && (
        <p id={`${id}-count`} className={styles.count} aria-live="polite">
          {t('LABEL_GIFT_CHOOSER_COUNT', { selected: selected.length, max })}
          {full && <> {t('LABEL_GIFT_CHOOSER_LIMIT')}</>}
        </p>
      )}
    </fieldset>
  );
}
