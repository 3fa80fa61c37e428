import { useTranslation } from 'react-i18next';
import { useGetProductSitemapQuery } from '../api/content-api.js';
import { SitemapView, useSitemapPage } from '../components/sitemap-view.js';

/** The product site plan: /plan-de-site-produits.html and /site-plan-products.html (spec 2.1). */
export default function ProductSitemapPage() {
  const { t } = useTranslation();
  const page = useSitemapPage();
  const query = useGetProductSitemapQuery(page);
  return (
    <SitemapView
      page={page}
      query={query}
      title={t('CONTENT_PRODUCT_SITEMAP_TITLE')}
      intro={t('CONTENT_PRODUCT_SITEMAP_INTRO')}
    />
  );
}
