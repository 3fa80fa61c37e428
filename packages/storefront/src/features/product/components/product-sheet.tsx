import { ga4Events } from '@vitrine/analytics';
import { STORES, type ProductStatic } from '@vitrine/api-client';
import { Breadcrumbs } from '@vitrine/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import { AddFailureDialog } from '../../../shared/add-failure-dialog.js';
import { AddedToBasketToast } from '../../../shared/added-to-basket-toast.js';
import { trackEcommerce } from '../../../shared/analytics.js';
import { PageMeta } from '../../../shared/page-meta.js';
import {
  breadcrumbStructuredData,
  productStructuredData,
} from '../../../shared/structured-data.js';
import { useGetProductDynamicQuery } from '../api/product-api.js';
import { metaDescription } from '../meta-description.js';
import { galleryImages, usesCurvyImages } from '../product-images.js';
import {
  colourSoldOut,
  effectiveSize,
  hasLargeSizeRange,
  offersBySku,
  priceDisplay,
  sizeAfterColourChange,
  sizeChoices,
  soldOutColours,
} from '../product-offer.js';
import { viewedProduct } from '../product-tracking.js';
import { BuyBox } from './buy-box.js';
import { ProductGallery } from './product-gallery.js';
import { ProductTabs } from './product-tabs.js';
import { RelatedProducts } from './related-products.js';
import { SizeGuideDialog } from './size-guide-dialog.js';
import { useAddToBasket } from './use-add-to-basket.js';
import styles from './product-page.module.css';

export interface ProductSheetProps {
  product: ProductStatic;
  /** The catalogue path of the page ('/P-GW8QZ6G7-t-shirt-ecossais'). */
  path: string;
}

/** The product page once its sheet is known: choices, prices and stock, sections, basket. */
export function ProductSheet({ product, path }: ProductSheetProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { attributes } = product;
  const analytics = STORES[config.segment];

  const [colourId, setColourId] = useState(attributes.idCustColor);
  const [chosenSize, setChosenSize] = useState<string>();
  const [sizeError, setSizeError] = useState(false);
  const [focusSizes, setFocusSizes] = useState(0);
  const [guideOpen, setGuideOpen] = useState(false);
  const sizesRef = useRef<HTMLDivElement>(null);

  // Price and stock per SKU; a product sold in two ranges is answered one range at a time.
  const large = hasLargeSizeRange(attributes.listeTailles);
  const standardStock = useGetProductDynamicQuery({ path, largeSize: false });
  const largeStock = useGetProductDynamicQuery({ path, largeSize: true }, { skip: !large });
  const stockPending = standardStock.isLoading || largeStock.isLoading;
  const standardAnswer = standardStock.currentData;
  const largeAnswer = largeStock.currentData;
  const offers = useMemo(
    () =>
      standardAnswer && (!large || largeAnswer) ? offersBySku([standardAnswer, largeAnswer]) : null,
    [standardAnswer, largeAnswer, large],
  );

  const colour = product.colours.find((c) => c.idCustColor === colourId) ?? product.colours[0];
  const choices = useMemo(
    () => sizeChoices(product, colourId, offers),
    [product, colourId, offers],
  );
  const selected = effectiveSize(choices, chosenSize);
  const curvy = usesCurvyImages(attributes, selected);
  const images = galleryImages(colour?.images ?? attributes, curvy);
  const soldOut = useMemo(() => soldOutColours(product, offers), [product, offers]);
  const colourName = colour?.couleur ?? attributes.couleur;
  const basket = useAddToBasket(product, path);

  // GA4 view_item once per product shown (a re-run of the effect is no new view).
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === product.id) return;
    viewed.current = product.id;
    trackEcommerce(ga4Events(analytics).viewItem(viewedProduct(analytics, product)));
  }, [analytics, product]);

  useEffect(() => {
    // After 'Please choose a size' is drawn, so that it is read with the size the focus lands on.
    if (focusSizes === 0) return;
    sizesRef.current
      ?.querySelector<HTMLInputElement>(
        'input[type="radio"]:checked, input[type="radio"]:not(:disabled)',
      )
      ?.focus();
  }, [focusSizes]);

  const addToBasket = () => {
    if (!selected) {
      setSizeError(true);
      setFocusSizes((count) => count + 1);
      return;
    }
    void basket.add(selected, colourName);
  };

  const { added, failure } = basket;

  return (
    <div className={styles.page}>
      <PageMeta
        title={t('PRODUCT_META_TITLE', { label: attributes.libelle, brand: attributes.metaMarque })}
        description={metaDescription(attributes.description)}
        canonicalPath={product.url}
        alternatePath={product.url}
        type="product"
        image={images[0]?.src}
        structuredData={(site) => [
          breadcrumbStructuredData(site, [
            { label: t('LABEL_HOME'), url: '/' },
            ...product.breadcrumb,
            { label: attributes.libelle, url: product.url },
          ]),
          productStructuredData(site, product, standardAnswer, config.currency),
        ]}
      />
      <Breadcrumbs
        items={[
          ...product.breadcrumb.map((crumb) => ({ label: crumb.label, href: crumb.url })),
          { label: attributes.libelle, href: product.url },
        ]}
      />
      <div className={styles.top}>
        <ProductGallery
          key={`${colourId}-${String(curvy)}`}
          images={images}
          productLabel={attributes.libelle}
          colourName={colourName}
        />
        <BuyBox
          product={product}
          colourId={colourId}
          soldOutColours={soldOut}
          onColourChange={(id) => {
            setColourId(id);
            setChosenSize(sizeAfterColourChange(product, id, offers, selected?.code));
          }}
          sizes={choices}
          selected={selected}
          onSizeChange={(code) => {
            setChosenSize(code);
            setSizeError(false);
          }}
          stockPending={stockPending}
          soldOut={colourSoldOut(choices, offers)}
          price={priceDisplay(product, choices, selected)}
          sizeError={sizeError}
          sizesRef={sizesRef}
          onOpenSizeGuide={
            attributes.sizeGuide
              ? () => {
                  setGuideOpen(true);
                }
              : undefined
          }
          adding={basket.adding}
          onAdd={addToBasket}
        />
      </div>
      <ProductTabs product={product} />
      <RelatedProducts path={path} productId={product.id} className={styles.related} />
      {attributes.sizeGuide && (
        <SizeGuideDialog
          id={attributes.sizeGuide}
          open={guideOpen}
          onClose={() => {
            setGuideOpen(false);
          }}
        />
      )}
      <AddedToBasketToast
        added={
          added && {
            id: added.id,
            title: t('PRODUCT_ADDED_TITLE'),
            text: t('PRODUCT_ADDED_TEXT', {
              product: attributes.libelle,
              colour: added.colourName,
              size: added.size.label,
            }),
          }
        }
        onDismiss={basket.dismissAdded}
      />
      <AddFailureDialog
        open={failure !== null}
        count={1}
        reason={failure?.reason}
        onClose={basket.dismissFailure}
        onRetry={() => {
          if (failure) void basket.add(failure.size, failure.colourName);
        }}
      />
    </div>
  );
}
