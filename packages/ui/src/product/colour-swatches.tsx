import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rovingIndex, rovingMove } from '../core/roving-focus.js';
import { useUi } from '../core/ui-context.js';
import utilities from '../styles/utilities.module.css';
import styles from './colour-swatches.module.css';

/** One colour of a product. */
export interface ColourSwatch {
  /** The colour's name, its accessible name ('Rouge carmin'). */
  name: string;
  /** The colour drawn in the swatch ('#b3122e'). */
  hex: string;
  /** The product page in this colour (link mode). */
  href?: string | undefined;
  /** The colour shown now. */
  selected?: boolean | undefined;
  /** Out of stock in this colour: crossed out, and not selectable in selection mode. */
  unavailable?: boolean | undefined;
}

export interface ColourSwatchesProps {
  colours: readonly ColourSwatch[];
  /**
   * Swatches shown before a '+N' (default 5). In selection mode '+N' is a button that shows the
   * others; a selected colour beyond `max` is always shown.
   */
  max?: number | undefined;
  /**
   * Selection mode: the swatches form a radio group (arrow keys move and select) and this is
   * called with the chosen colour. Without it, swatches are links to each colour's `href`.
   */
  onSelect?: ((colour: ColourSwatch, index: number) => void) | undefined;
  /** Accessible name of the list or radio group (default 'Coloris'). */
  label?: string | undefined;
  /** 'sm' (24 px targets, cards) or 'md' (44 px targets, product page). */
  size?: 'sm' | 'md' | undefined;
  className?: string | undefined;
}

const DEFAULT_MAX = 5;

function chipStyle(hex: string) {
  return { '--swatch-colour': hex } as CSSProperties;
}

/** The colours of a product: links to each colour's page, or a radio group to choose one. */
export function ColourSwatches({
  colours,
  max = DEFAULT_MAX,
  onSelect,
  label,
  size = 'sm',
  className,
}: ColourSwatchesProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState<number | null>(null);

  if (colours.length === 0) return null;

  const limit = Math.max(1, Math.floor(max));
  const selectedIndex = colours.findIndex((colour) => colour.selected);
  const showAll = expanded || colours.length <= limit || (onSelect && selectedIndex >= limit);
  const shown = showAll ? colours : colours.slice(0, limit);
  const hiddenCount = colours.length - shown.length;
  const groupLabel = label ?? t('LABEL_PRODUCT_COLOURS');
  const unavailableId = `${id}-unavailable`;
  const unavailableText = (
    <span id={unavailableId} className={utilities.visuallyHidden}>
      {t('LABEL_PRODUCT_COLOUR_UNAVAILABLE')}
    </span>
  );
  const anyUnavailable = shown.some((colour) => colour.unavailable);
  const more = t('LABEL_PRODUCT_MORE_COLOURS', { count: hiddenCount });

  if (!onSelect)
    return (
      <div className={clsx(styles.swatches, styles[size], className)}>
        <ul className={styles.list} aria-label={groupLabel}>
          {shown.map((colour, index) => {
            const chip = <span className={styles.chip} style={chipStyle(colour.hex)} />;
            const common = {
              className: clsx(styles.swatch, colour.unavailable && styles.unavailable),
              'aria-label': colour.name,
              'aria-describedby': colour.unavailable ? unavailableId : undefined,
            };
            return (
              <li key={`${colour.name}-${String(index)}`} className={styles.item}>
                {colour.href === undefined ? (
                  <span
                    {...common}
                    role="img"
                    data-selected={colour.selected ? '' : undefined}
                    className={clsx(common.className, styles.static)}
                  >
                    {chip}
                  </span>
                ) : (
                  <Link
                    {...common}
                    href={colour.href}
                    aria-current={colour.selected ? 'true' : undefined}
                  >
                    {chip}
                  </Link>
                )}
              </li>
            );
          })}
          {hiddenCount > 0 && (
            <li className={clsx(styles.item, styles.more)}>
              <span aria-hidden="true">+{hiddenCount}</span>
              <span className={utilities.visuallyHidden}>{more}</span>
            </li>
          )}
        </ul>
        {anyUnavailable && unavailableText}
      </div>
    );

  const enabled = (index: number) => {
    const colour = shown[index];
    return colour !== undefined && !colour.unavailable;
  };
  const firstEnabled = shown.findIndex((colour) => !colour.unavailable);
  const tabStop =
    active !== null && enabled(active)
      ? active
      : selectedIndex >= 0 && enabled(selectedIndex)
        ? selectedIndex
        : firstEnabled;

  const choose = (index: number) => {
    const colour = shown[index];
    if (!colour || colour.unavailable) return;
    setActive(index);
    onSelect(colour, index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // APG radio group: both arrow axes move, wrapping around and skipping unavailable colours.
    const move = rovingMove(event.key, 'horizontal') ?? rovingMove(event.key, 'vertical');
    if (move !== 'next' && move !== 'previous') return;
    event.preventDefault();
    const from = buttons.current.findIndex((button) => button === event.target);
    const start = from < 0 ? tabStop : from;
    const index = rovingIndex(move, start, shown.length, (i) => !enabled(i));
    if (index === from || !enabled(index)) return;
    buttons.current[index]?.focus();
    choose(index);
  };

  return (
    <div className={clsx(styles.swatches, styles[size], className)}>
      <div role="radiogroup" aria-label={groupLabel} className={styles.list} onKeyDown={onKeyDown}>
        {shown.map((colour, index) => (
          <button
            key={`${colour.name}-${String(index)}`}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="radio"
            aria-checked={colour.selected === true}
            aria-label={colour.name}
            aria-disabled={colour.unavailable ? true : undefined}
            aria-describedby={colour.unavailable ? unavailableId : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            className={clsx(styles.swatch, colour.unavailable && styles.unavailable)}
            onClick={() => {
              choose(index);
            }}
          >
            <span className={styles.chip} style={chipStyle(colour.hex)} />
          </button>
        ))}
      </div>
      {hiddenCount > 0 && (
        <button
          type="button"
          className={clsx(styles.more, styles.moreButton)}
          aria-label={more}
          aria-expanded={false}
          onClick={() => {
            // The button goes away: focus moves to the radio group's tab stop first.
            buttons.current[tabStop]?.focus();
            setExpanded(true);
          }}
        >
          +{hiddenCount}
        </button>
      )}
      {anyUnavailable && unavailableText}
    </div>
  );
}
