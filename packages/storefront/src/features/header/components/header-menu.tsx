import { MegaMenu } from '@vitrine/ui';
import { useMemo } from 'react';
import { useGetMenuQuery } from '../../../shared/site-api.js';
import { toUiMenu } from './menu-model.js';
import { trackMenuClick } from './track-menu-click.js';

/** The desktop mega menu (spec 2.2) with the menu answer. */
export default function HeaderMenu() {
  const { data, isError } = useGetMenuQuery();
  const menu = useMemo(() => data && toUiMenu(data), [data]);
  return (
    <MegaMenu
      items={menu?.hierarchy ?? []}
      serviceBanner={menu?.serviceBanner}
      onNavigate={trackMenuClick}
      // A menu that cannot be read leaves no placeholders behind.
      loading={!menu && !isError}
    />
  );
}
