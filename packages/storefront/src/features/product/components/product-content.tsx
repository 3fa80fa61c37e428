import { Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import { HtmlContent } from '../../../shared/html-content.js';
import { useGetProductContentPageQuery, useGetProductSizeGuideQuery } from '../api/product-api.js';

interface HtmlResult {
  data?: string | undefined;
  isError: boolean;
}

/** Content HTML once it has come; lines of skeleton meanwhile; a short notice if it failed. */
function RemoteHtml({ result }: { result: HtmlResult }) {
  const { t } = useTranslation();
  if (result.data !== undefined) return <HtmlContent html={result.data} />;
  if (result.isError) return <p>{t('PRODUCT_CONTENT_UNAVAILABLE')}</p>;
  return (
    <div aria-busy="true">
      <Skeleton lines={6} />
    </div>
  );
}

/** The size guide of the product (spec 7.5: /media/wysiwyg/fiche-produit/{id}.html). */
export function SizeGuideContent({ id }: { id: string }) {
  return <RemoteHtml result={useGetProductSizeGuideQuery(id)} />;
}

/** The store's delivery and returns page. */
export function ShippingReturnsContent() {
  const { paths } = useStoreContext();
  return <RemoteHtml result={useGetProductContentPageQuery(paths.deliveryAndReturns)} />;
}
