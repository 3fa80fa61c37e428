import { useTranslation } from 'react-i18next';
import { useGetCategorySitemapQuery } from '../api/content-api.js';
import { SitemapView, useSitemapPage } from '../components/sitemap-view.js';

/** The category site plan: /plan-de-site-categories.html and /site-plan-categories.html (spec 2.1). */
export default function CategorySitemapPage() {
  const { t } = useTranslation();
  const page = useSitemapPage();
  const query = useGetCategorySitemapQuery(page);
  return (
    <SitemapView
      page={page}
      query={query}
      title={t('CONTENT_CATEGORY_SITEMAP_TITLE')}
      intro={t('CONTENT_CATEGORY_SITEMAP_INTRO')}
    />
  );
}
