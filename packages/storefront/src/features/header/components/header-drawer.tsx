import { MobileMenu, type HeaderLinkClick } from '@vitrine/ui';
import { useMemo } from 'react';
import { useGetMenuQuery } from '../../../shared/site-api.js';
import { drawerBanners, toUiMenu } from './menu-model.js';
import { trackMenuClick } from './track-menu-click.js';

export interface HeaderDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  accountHref: string;
  quickOrderHref: string;
  helpHref: string;
  basketHref: string;
  basketCount: number;
  /** The quick-order and toolbar links followed (header clicks). */
  onLinkClick: HeaderLinkClick;
}

/** The mobile drawer (spec 2.2): the drill-down menu, its banner carousel and toolbar. */
export default function HeaderDrawer(props: HeaderDrawerProps) {
  const { data, isError } = useGetMenuQuery();
  const menu = useMemo(() => data && toUiMenu(data), [data]);
  const banners = useMemo(() => (data ? drawerBanners(data) : []), [data]);
  return (
    <MobileMenu
      {...props}
      items={menu?.hierarchy ?? []}
      banners={banners}
      footerBanner={menu?.mobFooterBanner}
      onNavigate={trackMenuClick}
      // A menu that cannot be read leaves no placeholders behind.
      loading={!menu && !isError}
    />
  );
}
