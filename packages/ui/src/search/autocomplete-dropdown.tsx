import { clsx } from 'clsx';
import { Fragment, useId } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../commerce/price.js';
import { useUi } from '../core/ui-context.js';
import { discountPercent } from '../format/money.js';
import { useMoney } from '../format/use-money.js';
import { CloseIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import styles from './autocomplete-dropdown.module.css';
import { suggestionSegments } from './highlight.js';
import type { HighlightSegment } from './highlight.js';
import type {
  AutocompleteFollow,
  AutocompletePage,
  AutocompleteProduct,
  AutocompleteStatus,
  AutocompleteSuggestions,
} from './search-types.js';

/** The DOM id of option `index` (pages first, then products) of the listbox `listboxId`. */
/** The titles over the pages and the products. */
const GROUP_TITLE_CLASS = clsx(controls.capsLabel, styles.groupTitle);

export function autocompleteOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${String(index)}`;
}

/** How many options the suggestions make: every page, then every product. */
export function autocompleteOptionCount(suggestions: AutocompleteSuggestions | undefined): number {
  return suggestions ? suggestions.pages.length + suggestions.products.length : 0;
}

export interface AutocompleteDropdownProps {
  /** Id of the listbox; the combobox points at it with aria-controls. */
  listboxId: string;
  /** Whether the popup is shown (keyword of 2 characters or more, search focused). */
  open: boolean;
  /** The keyword, for the no-result message and the highlight fallback. */
  query: string;
  suggestions?: AutocompleteSuggestions | undefined;
  status: AutocompleteStatus;
  /** The option with visual focus (aria-activedescendant), -1 for none. */
  activeIndex?: number | undefined;
  /** Called when the shopper follows a suggestion; its link does the navigation. */
  onFollow?: ((item: AutocompleteFollow) => void) | undefined;
  /** 'See all results' as a link to the search page… */
  seeAllHref?: string | undefined;
  /** …or as a button running the full search. */
  onSeeAll?: (() => void) | undefined;
  /** Shows a close button in the popup. */
  onClose?: (() => void) | undefined;
  className?: string | undefined;
}

/** One inline run of text: as separate items of the link's flex box, the parts would lose the spaces at their edges. */
function Highlighted({ segments }: { segments: HighlightSegment[] }) {
  return (
    <span>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </span>
  );
}

function PageOption({
  page,
  id,
  active,
  query,
  onFollow,
}: {
  page: AutocompletePage;
  id: string;
  active: boolean;
  query: string;
  onFollow: (() => void) | undefined;
}) {
  const { Link } = useUi();
  return (
    <Link
      href={page.url}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={clsx(styles.page, active && styles.active)}
      onClick={onFollow}
    >
      <Highlighted segments={suggestionSegments(page.label, page.highlight, query)} />
    </Link>
  );
}

function ProductOption({
  product,
  id,
  active,
  onFollow,
}: {
  product: AutocompleteProduct;
  id: string;
  active: boolean;
  onFollow: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const { money, discount } = useMoney();
  const percent =
    product.discountPercent ??
    (product.crossedOutPrice === undefined
      ? 0
      : discountPercent(product.price, product.crossedOutPrice));
  const lot =
    product.lotQuantity !== undefined && product.lotQuantity > 1 ? product.lotQuantity : 0;
  return (
    <Link
      href={product.url}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={clsx(styles.product, active && styles.active)}
      onClick={onFollow}
    >
      <span className={styles.media}>
        <img
          className={styles.image}
          src={product.image.src}
          width={product.image.width ?? 400}
          height={product.image.height ?? 500}
          alt=""
          decoding="async"
        />
        {percent > 0 && (
          <span className={styles.badge}>
            <span className={utilities.visuallyHidden}>{t('LABEL_DISCOUNT')} </span>
            {discount(percent)}
          </span>
        )}
      </span>
      <span className={styles.details}>
        {product.brand && <span className={styles.brand}>{product.brand} </span>}
        <span className={styles.label}>{product.label} </span>
        <Price
          price={product.price}
          crossedOutPrice={product.crossedOutPrice}
          from={product.from}
          showDiscount={false}
          size="sm"
        />
        {lot > 0 && (
          <span className={styles.lot}>
            {' '}
            {t('LABEL_SEARCH_LOT_PRICE', {
              quantity: lot,
              price: money(product.unitPrice ?? product.price / lot),
            })}
          </span>
        )}
      </span>
    </Link>
  );
}

/**
 * The autocomplete popup (spec §2.2): a strip of matching category pages, a grid of product
 * tiles and 'see all results'; or a loading, no-result or error message. Pages and products
 * are the options of one listbox driven by the combobox (aria-activedescendant). A polite live
 * region tells screen readers what the popup holds.
 */
export function AutocompleteDropdown({
  listboxId,
  open,
  query,
  suggestions,
  status,
  activeIndex = -1,
  onFollow,
  seeAllHref,
  onSeeAll,
  onClose,
  className,
}: AutocompleteDropdownProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const titleId = useId();
  const pages = suggestions?.pages ?? [];
  const products = suggestions?.products ?? [];
  const count = pages.length + products.length;
  const showOptions = open && status !== 'error' && count > 0;
  const noResult = open && status === 'ready' && count === 0;
  const keyword = query.trim();

  let announcement = '';
  if (open) {
    if (status === 'loading') announcement = t('LABEL_SEARCH_IN_PROGRESS');
    else if (status === 'error') announcement = t('LABEL_SEARCH_ERROR');
    else if (noResult) announcement = t('LABEL_SEARCH_NO_RESULT', { query: keyword });
    else if (count > 0) announcement = t('LABEL_SEARCH_SUGGESTION_COUNT', { count });
  }

  const follow = (item: AutocompleteFollow) =>
    onFollow
      ? () => {
          onFollow(item);
        }
      : undefined;
  // Keeps the focus in the search field while the pointer presses inside the popup.
  const keepFocus = (event: MouseEvent) => {
    event.preventDefault();
  };

  return (
    <div className={clsx(styles.dropdown, className)}>
      <div role="status" aria-live="polite" className={utilities.visuallyHidden}>
        {announcement}
      </div>
      <div className={styles.popup} hidden={!open} onMouseDown={keepFocus}>
        {status === 'loading' && (
          <p className={styles.message}>
            <span className={clsx(controls.spinner, styles.spinner)} aria-hidden="true" />
            {t('LABEL_SEARCH_IN_PROGRESS')}
          </p>
        )}
        {open && status === 'error' && (
          <p className={clsx(styles.message, styles.error)}>{t('LABEL_SEARCH_ERROR')}</p>
        )}
        {noResult && (
          <div className={styles.message}>
            <p className={styles.noResult}>{t('LABEL_SEARCH_NO_RESULT', { query: keyword })}</p>
            <p className={styles.hint}>{t('LABEL_SEARCH_NO_RESULT_HINT')}</p>
          </div>
        )}
        <div
          role="listbox"
          id={listboxId}
          aria-label={t('LABEL_SEARCH_SUGGESTIONS')}
          className={styles.listbox}
          hidden={!showOptions}
        >
          {pages.length > 0 && (
            <div role="group" aria-labelledby={`${titleId}-pages`} className={styles.pages}>
              <span id={`${titleId}-pages`} className={GROUP_TITLE_CLASS} aria-hidden="true">
                {t('LABEL_SEARCH_CATEGORIES')}
              </span>
              <span className={styles.strip}>
                {pages.map((page, index) => (
                  <PageOption
                    key={`${page.id}-${String(index)}`}
                    page={page}
                    id={autocompleteOptionId(listboxId, index)}
                    active={index === activeIndex}
                    query={keyword}
                    onFollow={follow({ type: 'page', id: page.id, url: page.url })}
                  />
                ))}
              </span>
            </div>
          )}
          {products.length > 0 && (
            <div role="group" aria-labelledby={`${titleId}-products`} className={styles.products}>
              <span id={`${titleId}-products`} className={GROUP_TITLE_CLASS} aria-hidden="true">
                {t('LABEL_SEARCH_PRODUCTS')}
              </span>
              <span className={styles.grid}>
                {products.map((product, index) => {
                  const optionIndex = pages.length + index;
                  return (
                    <ProductOption
                      key={`${product.id}-${String(index)}`}
                      product={product}
                      id={autocompleteOptionId(listboxId, optionIndex)}
                      active={optionIndex === activeIndex}
                      onFollow={follow({ type: 'product', id: product.id, url: product.url })}
                    />
                  );
                })}
              </span>
            </div>
          )}
        </div>
        {showOptions && (
          <div className={styles.footer}>
            {seeAllHref !== undefined ? (
              <Link href={seeAllHref} className={styles.seeAll}>
                {t('LABEL_SEE_ALL_RESULTS')}
              </Link>
            ) : (
              <button type="button" className={styles.seeAll} onClick={onSeeAll}>
                {t('LABEL_SEE_ALL_RESULTS')}
              </button>
            )}
          </div>
        )}
        {onClose && (
          <button
            type="button"
            className={clsx(controls.closeButton, styles.close)}
            aria-label={t('LABEL_CLOSE')}
            onClick={onClose}
          >
            <CloseIcon size={20} strokeWidth={1.75} />
          </button>
        )}
      </div>
    </div>
  );
}
