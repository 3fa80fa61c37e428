import { Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../product-images.js';
import buyBox from './buy-box.module.css';
import gallery from './product-gallery.module.css';
import styles from './product-page.module.css';
import skeleton from './product-skeleton.module.css';

const RATIO = IMAGE_WIDTH / IMAGE_HEIGHT;

/** One line of text in the type of its wrapper (a buy-box class): the line's own height. */
const Line = ({ className, width }: { className: string | undefined; width: string }) => (
  <div className={className}>
    <Skeleton variant="block" width={width} className={skeleton.line} />
  </div>
);

/**
 * The product page while its sheet loads, in the page's own grid and boxes (gallery, thumbnails,
 * buy box lines in their type sizes) so that nothing moves when the content arrives.
 */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status" className={skeleton.hidden}>
        {t('LABEL_LOADING')}
      </p>
      <div className={skeleton.breadcrumbs}>
        <Skeleton width="40%" />
      </div>
      <div className={styles.top}>
        <div className={gallery.gallery}>
          <div className={gallery.viewer}>
            <Skeleton variant="block" aspectRatio={RATIO} width="100%" />
          </div>
          <div className={gallery.thumbnails}>
            {[0, 1, 2].map((index) => (
              <Skeleton
                key={index}
                variant="block"
                aspectRatio={RATIO}
                className={gallery.thumbnail}
              />
            ))}
          </div>
        </div>
        <div className={buyBox.buyBox}>
          <Line className={buyBox.brand} width="30%" />
          <Line className={`${buyBox.title} ${skeleton.title}`} width="80%" />
          <Line className={buyBox.reference} width="25%" />
          <Line className={buyBox.rating} width="55%" />
          <div className={buyBox.price}>
            <Skeleton variant="block" width="40%" height="2.25rem" />
          </div>
          <div className={buyBox.colours}>
            <Line className={buyBox.choice} width="35%" />
            <div className={skeleton.row}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="circle" width={44} height={44} />
              ))}
            </div>
          </div>
          <div className={skeleton.sizes}>
            <Line className={buyBox.choice} width="20%" />
            <div className={skeleton.row}>
              {[0, 1, 2, 3, 4].map((index) => (
                <Skeleton key={index} variant="block" width={52} height={44} />
              ))}
            </div>
          </div>
          <div className={buyBox.stock} />
          <Skeleton variant="block" height={52} width="100%" />
        </div>
      </div>
    </div>
  );
}
