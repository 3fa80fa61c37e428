import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import actions from '../structure/actions.module.css';
import utilities from '../styles/utilities.module.css';
import {
  chosenSize,
  isSoldOut,
  lookTotal,
  piecePrice,
  piecesWithoutSize,
  type LookCardPiece,
  type LookPieceSize,
} from './look-selection.js';
import { Price } from './price.js';
import { StockBadge } from './stock-badge.js';
import styles from './look-card.module.css';

/** What the shopper adds: the whole look, or the pieces ticked. */
export type LookAddScope = 'look' | 'selection';

/** A piece to add, in its chosen size. */
export interface LookChoice {
  piece: LookCardPiece;
  size: LookPieceSize;
}

export interface LookCardProps {
  /** The look's name, its heading. */
  title: string;
  pieces: readonly LookCardPiece[];
  /**
   * Adds the look or the ticked pieces, each in its chosen size: called only when every one of
   * them has a size (the card asks for the missing ones and focuses the first).
   */
  onAdd: (choices: LookChoice[], scope: LookAddScope) => void;
  /** Told when the shopper chooses a piece's size (to drop a message about its former one). */
  onSizeChange?: ((pieceId: string, value: string) => void) | undefined;
  /** An add in progress: the buttons wait and say so. */
  adding?: boolean | undefined;
  /** A message per piece id from the last add (its size ran out…), under its size. */
  pieceErrors?: Readonly<Record<string, string>> | undefined;
  headingLevel?: 2 | 3 | undefined;
  className?: string | undefined;
}

const IMAGE_WIDTH = 120;
const IMAGE_HEIGHT = 150; // ratio 0.8 (spec §9)

/**
 * A look of mix and match (spec 2.1): coordinated pieces sold separately, each with its picture,
 * brand, name, price, size (a labelled native select; sold-out sizes disabled) and stock, and a
 * box to choose it. The total follows the sizes; the shopper adds the whole look or the pieces
 * ticked, and a piece without a size is asked for inline. A group named by the look's title.
 */
export function LookCard({
  title,
  pieces,
  onAdd,
  onSizeChange,
  adding = false,
  pieceErrors = {},
  headingLevel = 2,
  className,
}: LookCardProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [scope, setScope] = useState<LookAddScope>('look');
  const [focusRequest, setFocusRequest] = useState<{ piece: string } | null>(null);
  const selects = useRef(new Map<string, HTMLSelectElement>());

  useEffect(() => {
    // After 'Please choose a size' is drawn, so that it is read with the select the focus lands on.
    if (focusRequest) selects.current.get(focusRequest.piece)?.focus();
  }, [focusRequest]);

  const chosenPieces = pieces.filter((piece) => picked.has(piece.id) && !isSoldOut(piece));
  const soldOutPiece = pieces.some(isSoldOut);
  const lookBlocked = adding || soldOutPiece;
  const selectionBlocked = adding || chosenPieces.length === 0;
  const total = lookTotal(pieces, choices);
  const selectionTotal = lookTotal(chosenPieces, choices);

  const add = (wanted: readonly LookCardPiece[], next: LookAddScope) => {
    const without = piecesWithoutSize(wanted, choices);
    setMissing(new Set(without.map((piece) => piece.id)));
    const [first] = without;
    if (first) {
      setFocusRequest({ piece: first.id });
      return;
    }
    setScope(next);
    onAdd(
      wanted.flatMap((piece) => {
        const size = chosenSize(piece, choices);
        return size ? [{ piece, size }] : [];
      }),
      next,
    );
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className={clsx(styles.look, className)}
      aria-busy={adding || undefined}
    >
      <Heading id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.pieces}>
        {pieces.map((piece, index) => {
          const pieceId = `${id}-${String(index)}`;
          const soldOut = isSoldOut(piece);
          const size = chosenSize(piece, choices);
          const amount = piecePrice(piece, choices);
          const error = missing.has(piece.id)
            ? t('LABEL_SIZE_SELECTOR_REQUIRED')
            : pieceErrors[piece.id];
          return (
            <li key={piece.id}>
              <div role="group" aria-labelledby={`${pieceId}-name`} className={styles.piece}>
                <Link
                  href={piece.productUrl}
                  className={styles.imageLink}
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  <img
                    className={styles.image}
                    src={piece.image}
                    alt=""
                    width={IMAGE_WIDTH}
                    height={IMAGE_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                </Link>
                <div className={styles.details}>
                  {piece.brand && <p className={styles.brand}>{piece.brand}</p>}
                  <Link href={piece.productUrl} className={styles.name} id={`${pieceId}-name`}>
                    {piece.name}
                  </Link>
                  {piece.colour && (
                    <p className={styles.colour}>
                      {t('LABEL_CART_LINE_COLOR', { color: piece.colour })}
                    </p>
                  )}
                  <Price
                    price={amount.price}
                    crossedOutPrice={amount.crossedOutPrice}
                    from={amount.from}
                    size="sm"
                  />
                  <label className={styles.sizeLabel} htmlFor={`${pieceId}-size`}>
                    <span aria-hidden="true">{t('LABEL_LOOK_SIZE')}</span>
                    <span className={utilities.visuallyHidden}>
                      {t('LABEL_LOOK_SIZE_OF', { name: piece.name })}
                    </span>
                  </label>
                  <select
                    id={`${pieceId}-size`}
                    ref={(element) => {
                      if (element) selects.current.set(piece.id, element);
                      else selects.current.delete(piece.id);
                    }}
                    className={styles.select}
                    value={size?.value ?? ''}
                    disabled={soldOut}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${pieceId}-error` : undefined}
                    onChange={(event) => {
                      const { value } = event.currentTarget;
                      setChoices((current) => ({ ...current, [piece.id]: value }));
                      setMissing((current) => {
                        const next = new Set(current);
                        next.delete(piece.id);
                        return next;
                      });
                      onSizeChange?.(piece.id, value);
                    }}
                  >
                    <option value="" disabled>
                      {t('LABEL_LOOK_SIZE_PLACEHOLDER')}
                    </option>
                    {piece.sizes.map((option) => (
                      <option key={option.value} value={option.value} disabled={option.stock <= 0}>
                        {option.stock > 0
                          ? option.label
                          : t('LABEL_LOOK_SIZE_SOLD_OUT', { size: option.label })}
                      </option>
                    ))}
                  </select>
                  {error && (
                    <p id={`${pieceId}-error`} className={styles.error}>
                      {error}
                    </p>
                  )}
                  <StockBadge stock={soldOut ? 0 : size?.stock} size="sm" />
                  <label className={clsx(styles.pick, soldOut && styles.pickDisabled)}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={picked.has(piece.id) && !soldOut}
                      disabled={soldOut}
                      onChange={(event) => {
                        const { checked } = event.currentTarget;
                        setPicked((current) => {
                          const next = new Set(current);
                          if (checked) next.add(piece.id);
                          else next.delete(piece.id);
                          return next;
                        });
                      }}
                    />
                    <span aria-hidden="true">{t('LABEL_LOOK_PICK')}</span>
                    <span className={utilities.visuallyHidden}>
                      {t('LABEL_LOOK_PICK_OF', { name: piece.name })}
                    </span>
                  </label>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.summary}>
        <div aria-live="polite" className={styles.totals}>
          <p className={styles.total}>
            <span>{t('LABEL_LOOK_TOTAL')}</span>{' '}
            <Price price={total.price} crossedOutPrice={total.crossedOutPrice} from={total.from} />
          </p>
          {chosenPieces.length > 0 && (
            <p className={styles.total}>
              <span>{t('LABEL_LOOK_SELECTION_TOTAL', { count: chosenPieces.length })}</span>{' '}
              <Price
                price={selectionTotal.price}
                crossedOutPrice={selectionTotal.crossedOutPrice}
                from={selectionTotal.from}
              />
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={clsx(actions.primary, styles.button)}
            aria-disabled={lookBlocked || undefined}
            aria-describedby={soldOutPiece ? `${id}-sold-out` : undefined}
            onClick={() => {
              if (!lookBlocked) add(pieces, 'look');
            }}
          >
            {adding && scope === 'look' ? t('LABEL_LOOK_ADDING') : t('LABEL_LOOK_ADD')}
          </button>
          <button
            type="button"
            className={clsx(actions.secondary, styles.button)}
            aria-disabled={selectionBlocked || undefined}
            aria-describedby={chosenPieces.length === 0 ? `${id}-hint` : undefined}
            onClick={() => {
              if (!selectionBlocked) add(chosenPieces, 'selection');
            }}
          >
            {adding && scope === 'selection'
              ? t('LABEL_LOOK_ADDING')
              : chosenPieces.length > 0
                ? t('LABEL_LOOK_ADD_SELECTION', { count: chosenPieces.length })
                : t('LABEL_LOOK_ADD_SELECTION_NONE')}
          </button>
        </div>
        {soldOutPiece && (
          <p id={`${id}-sold-out`} className={styles.note}>
            {t('LABEL_LOOK_PIECE_SOLD_OUT')}
          </p>
        )}
        {chosenPieces.length === 0 && (
          <p id={`${id}-hint`} className={styles.note}>
            {t('LABEL_LOOK_SELECTION_HINT')}
          </p>
        )}
      </div>
    </div>
  );
}
