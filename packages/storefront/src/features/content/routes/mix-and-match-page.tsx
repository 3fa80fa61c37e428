import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { ContentPage } from '../components/content-page.js';

/** Mix and match (spec 2.1, routed behind config.features.mixAndMatch): no selection yet, said so. */
export default function MixAndMatchPage() {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const title = t('CONTENT_MIX_AND_MATCH_TITLE');
  return (
    <ContentPage title={title}>
      <PageMeta title={title} description={t('CONTENT_MIX_AND_MATCH_TEXT')} noIndex />
      <p>{t('CONTENT_MIX_AND_MATCH_TEXT')}</p>
      <p>
        <Link to={paths.categorySitemap}>{t('CONTENT_MIX_AND_MATCH_LINK')}</Link>
      </p>
    </ContentPage>
  );
}
