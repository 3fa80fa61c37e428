import { otherClick } from '@vitrine/analytics';
import type { ProductStatic } from '@vitrine/api-client';
import { Tabs, type TabItem } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { track } from '../../../shared/analytics.js';
import { ShippingReturnsContent, SizeGuideContent } from './product-content.js';
import { ProductReviews } from './product-reviews.js';
import styles from './product-tabs.module.css';

/** Plain text paragraphs separated by blank lines (the description's format). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The product's sections (spec 2.1): description, size guide, delivery and returns, reviews,
 * origin and help; tabs on large screens, an accordion on phones. Sections without content (no
 * size guide, no origin) are left out.
 */
export function ProductTabs({ product }: { product: ProductStatic }) {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const { attributes, reviews } = product;

  const tabs: TabItem[] = [
    {
      id: 'description',
      label: t('PRODUCT_TAB_DESCRIPTION'),
      content: (
        <div className={styles.text}>
          {paragraphs(attributes.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ),
    },
    ...(attributes.sizeGuide
      ? [
          {
            id: 'size-guide',
            label: t('PRODUCT_SIZE_GUIDE'),
            content: <SizeGuideContent id={attributes.sizeGuide} />,
          },
        ]
      : []),
    {
      id: 'shipping',
      label: t('PRODUCT_TAB_SHIPPING'),
      content: (
        <div className={styles.text}>
          <ShippingReturnsContent />
          <p>
            <Link to={paths.deliveryAndReturns}>{t('PRODUCT_SHIPPING_MORE')}</Link>
          </p>
        </div>
      ),
    },
    {
      id: 'reviews',
      label: t('PRODUCT_TAB_REVIEWS', { count: reviews.count }),
      content: <ProductReviews reviews={reviews} />,
    },
    ...(attributes.origine
      ? [
          {
            id: 'origin',
            label: t('PRODUCT_TAB_ORIGIN'),
            content: (
              <div className={styles.text}>
                <p>{attributes.origine}</p>
              </div>
            ),
          },
        ]
      : []),
    {
      id: 'help',
      label: t('LABEL_TAB_HELP'),
      content: (
        <div className={styles.text}>
          <p>{t('PRODUCT_HELP_TEXT')}</p>
          <ul className={styles.links}>
            <li>
              <Link to={paths.help}>{t('PRODUCT_HELP_LINK')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('PRODUCT_CONTACT_SERVICE')}</Link>
            </li>
          </ul>
        </div>
      ),
    },
  ];

  // Spec 9 'other click': a tab (or an accordion section) opened, by its id.
  const trackTab = (id: string) => {
    track(otherClick('product_tab', id));
  };
  return (
    <Tabs
      tabs={tabs}
      headingLevel={2}
      className={styles.tabs}
      onSelect={trackTab}
      onToggle={(id, expanded) => {
        if (expanded) trackTab(id);
      }}
    />
  );
}
