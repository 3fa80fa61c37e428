import { ga4Events, trackCartLine } from '@vitrine/analytics';
import { STORES, type Cart, type CartItem } from '@vitrine/api-client';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { trackEcommerce } from '../../../shared/analytics.js';
import { useFailureText } from '../../../shared/failure-text.js';
import { trackFormErrors } from '../../../shared/forms/form-error-tracking.js';
import { localStore } from '../../../shared/local-store.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { recordAddToCart } from '../../../state/add-to-cart-tracking.js';
import { useAddToCartMutation } from '../../../state/session-api.js';
import { directOrderApi } from './direct-order/direct-order-api.js';
import { DirectOrderLineFields } from './direct-order/direct-order-line.js';
import {
  directOrderSubmission,
  typedReferences,
  type DirectOrderLine,
} from './direct-order/direct-order-product.js';
import styles from './direct-order/direct-order.module.css';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { basketTranslations } from './basket.i18n.js';

const FIRST_LINES = 3;
/** The form's name in analytics events. */
const FORM_NAME = 'direct_order';

/**
 * What the quick order added, for analytics (spec 4 add-to-cart tracking, GA4 add_to_cart): each
 * SKU as the basket now prices it, with the quantity this order added. The quick order is its
 * own way in: entry type and access are both 'direct_order'.
 */
function trackDirectOrder(segment: keyof typeof STORES, items: CartItem[], cart: Cart) {
  const store = STORES[segment];
  const storage = localStore();
  for (const item of items) {
    const line = cart.products.find((product) => product.sku === item.sku);
    if (line)
      trackEcommerce(
        ga4Events(store).addToCart({ ...trackCartLine(store, line), quantity: item.quantity ?? 1 }),
      );
    if (storage)
      recordAddToCart(storage, {
        sku: item.sku,
        entryType: 'direct_order',
        access: 'direct_order',
      });
  }
}

const emptyLine = (key: number): DirectOrderLine => ({ key, reference: '', sku: '', quantity: 1 });

/**
 * The quick order, /direct_order (/commande_directe): catalogue references with their size and
 * quantity, added to the basket at once; then the basket. A failure keeps the lines as typed.
 */
export default function DirectOrderPage() {
  useRouteTexts(basketTranslations);
  const { t } = useTranslation();
  const { config, paths } = useStoreContext();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [addToCart] = useAddToCartMutation();
  const [submitting, setSubmitting] = useState(false);
  const [lines, setLines] = useState(() =>
    Array.from({ length: FIRST_LINES }, (_, i) => emptyLine(i)),
  );
  const [sizeMissing, setSizeMissing] = useState<readonly number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const change = (key: number, patch: Partial<DirectOrderLine>) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
    if (patch.sku) setSizeMissing((keys) => keys.filter((k) => k !== key));
  };

  /**
   * The products the lines name: the lines' look-ups, from the cache, or made now for a reference
   * typed just before sending. A look-up that fails counts as no product.
   */
  const lookUp = async (references: readonly string[]) => {
    const found = await Promise.all(
      references.map(async (reference) => {
        const lookup = directOrderApi.endpoints.getDirectOrderProduct.initiate(
          { reference, searchKind: config.slugs.search },
          { subscribe: false },
        );
        return [reference, (await dispatch(lookup)).data ?? null] as const;
      }),
    );
    return new Map(found);
  };

  /** Sends the complete lines; nothing when a product found lacks its size. */
  const send = async () => {
    const products = await lookUp(typedReferences(lines));
    const { items, sizeMissing: missing } = directOrderSubmission(lines, (r) => products.get(r));
    setSizeMissing(missing);
    if (missing.length > 0) {
      setFailure(t('DIRECT_ORDER_SIZE_REQUIRED'));
      // The lines' size selects are the fields in error ('taille' in the French report, spec 5).
      trackFormErrors(FORM_NAME, { taille: t('DIRECT_ORDER_SIZE_REQUIRED') });
      return;
    }
    if (items.length === 0) {
      setFailure(t('DIRECT_ORDER_NOTHING_TO_ADD'));
      return;
    }
    let cart: Cart;
    try {
      cart = await addToCart(items).unwrap();
    } catch (error) {
      setFailure(failureText(error as ApiFailure) ?? t('ERROR_GENERIC'));
      return;
    }
    trackDirectOrder(config.segment, items, cart);
    void navigate(paths.checkout.cart);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    await send();
    setSubmitting(false);
  };

  return (
    <div className={styles.page}>
      <PageMeta title={t('DIRECT_ORDER_TITLE')} />
      <h1 id={titleId} className={styles.title}>
        {t('DIRECT_ORDER_TITLE')}
      </h1>
      <p className={styles.intro}>{t('DIRECT_ORDER_INTRO')}</p>
      <form noValidate aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
        <ol className={styles.lines} aria-label={t('DIRECT_ORDER_LINES')}>
          {lines.map((line, index) => (
            <li key={line.key}>
              <DirectOrderLineFields
                line={line}
                number={index + 1}
                sizeMissing={sizeMissing.includes(line.key)}
                focusOnMount={index >= FIRST_LINES}
                onChange={(patch) => {
                  change(line.key, patch);
                }}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={styles.addLine}
          onClick={() => {
            setLines((current) => [
              ...current,
              emptyLine(Math.max(...current.map((l) => l.key)) + 1),
            ]);
          }}
        >
          {t('DIRECT_ORDER_ADD_LINE')}
        </button>
        <div className={styles.actions}>
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className={styles.addAll} aria-disabled={submitting || undefined}>
            {t('DIRECT_ORDER_ADD_ALL')}
          </button>
        </div>
      </form>
    </div>
  );
}
