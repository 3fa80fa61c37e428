import { TopBanner } from '@vitrine/ui';
import { useGetSiteContentQuery } from '../../../shared/site-api.js';
import { headerBannerHtml } from '../../../shared/site-content.js';

/** The top banner (spec 2.2): zone 0 of the site content, sanitised by the kit. */
export default function HeaderBanner() {
  const { data } = useGetSiteContentQuery();
  return <TopBanner html={headerBannerHtml(data)} />;
}
