import type { ProductStatic } from '@vitrine/api-client';
import { ColourSwatches, InstalmentsMessage, Price, SizeSelector, StockBadge } from '@vitrine/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import type { PriceDisplay, SizeChoice } from '../product-offer.js';
import { ProductStickers } from './product-stickers.js';
import { ReviewsSummary } from './product-reviews.js';
import styles from './buy-box.module.css';

export interface BuyBoxProps {
  product: ProductStatic;
  colourId: string;
  /** Colours sold out in every size: crossed out, not selectable. */
  soldOutColours: ReadonlySet<string>;
  onColourChange: (colourId: string) => void;
  sizes: readonly SizeChoice[];
  selected: SizeChoice | undefined;
  onSizeChange: (code: string) => void;
  /** Stock not known yet: the sizes wait. */
  stockPending: boolean;
  /** No size of this colour is left. */
  soldOut: boolean;
  price: PriceDisplay | null;
  /** 'Please choose a size' after adding without one. */
  sizeError: boolean;
  /** Wraps the sizes: focus goes there when a size is missing. */
  sizesRef: RefObject<HTMLDivElement | null>;
  /** Opens the size guide; absent when the product has none. */
  onOpenSizeGuide: (() => void) | undefined;
  adding: boolean;
  onAdd: () => void;
}

/** What the shopper chooses and buys: name, price, colour, size, stock and the basket button. */
export function BuyBox({
  product,
  colourId,
  soldOutColours,
  onColourChange,
  sizes,
  selected,
  onSizeChange,
  stockPending,
  soldOut,
  price,
  sizeError,
  sizesRef,
  onOpenSizeGuide,
  adding,
  onAdd,
}: BuyBoxProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { attributes, reviews } = product;
  const colour = product.colours.find((c) => c.idCustColor === colourId);
  // Before a size is chosen the badge only warns when the whole colour is sold out.
  const stock = selected ? selected.offer?.stock : soldOut ? 0 : undefined;

  return (
    <div className={styles.buyBox}>
      <ProductStickers attributes={attributes} />
      <p className={styles.brand}>{attributes.metaMarque}</p>
      <h1 className={styles.title}>{attributes.libelle}</h1>
      <p className={styles.reference}>{t('PRODUCT_REFERENCE', { reference: product.reference })}</p>
      {reviews.count > 0 && <ReviewsSummary reviews={reviews} className={styles.rating} />}
      <div className={styles.price}>
        {price && (
          <Price
            size="lg"
            price={price.price}
            crossedOutPrice={price.crossedOutPrice}
            from={price.from}
          />
        )}
        {attributes.metaLot > 1 && (
          <p className={styles.pack}>
            {t('LABEL_PRODUCT_PACK_OF', { quantity: attributes.metaLot })}
          </p>
        )}
      </div>
      {config.features.instalmentsMessage && price && (
        <InstalmentsMessage amount={price.price} className={styles.instalments} />
      )}
      <div className={styles.colours}>
        {colour && (
          <p className={styles.choice} aria-hidden="true">
            {t('PRODUCT_COLOUR_CHOSEN', { colour: colour.couleur })}
          </p>
        )}
        <ColourSwatches
          size="md"
          max={product.colours.length}
          colours={product.colours.map((c) => ({
            name: c.couleur,
            hex: c.hex,
            selected: c.idCustColor === colourId,
            unavailable: soldOutColours.has(c.idCustColor),
          }))}
          onSelect={(_, index) => {
            const chosen = product.colours[index];
            if (chosen) onColourChange(chosen.idCustColor);
          }}
        />
      </div>
      <div ref={sizesRef} className={styles.sizes}>
        <SizeSelector
          sizes={sizes.map((size) => ({
            value: size.code,
            label: size.label,
            available: size.available,
            stock: size.offer?.stock,
          }))}
          value={selected?.code}
          onSelect={onSizeChange}
          disabled={stockPending}
          showRequiredError={sizeError}
          sizeGuide={
            onOpenSizeGuide && (
              <button
                type="button"
                className={styles.linkButton}
                aria-haspopup="dialog"
                onClick={onOpenSizeGuide}
              >
                {t('PRODUCT_SIZE_GUIDE')}
              </button>
            )
          }
        />
      </div>
      <div className={styles.stock}>{!stockPending && <StockBadge stock={stock} />}</div>
      <button
        type="button"
        className={styles.add}
        disabled={soldOut}
        aria-disabled={adding || undefined}
        onClick={() => {
          if (!adding) onAdd();
        }}
      >
        {soldOut
          ? t('PRODUCT_SOLD_OUT')
          : adding
            ? t('PRODUCT_ADDING')
            : t('PRODUCT_ADD_TO_BASKET')}
      </button>
    </div>
  );
}
