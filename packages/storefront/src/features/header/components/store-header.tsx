import { MegaMenu, MobileMenu, ScrollToTopButton, SiteHeader, type MenuItem } from '@vitrine/ui';
import { useEffect, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { track } from '../../../shared/analytics.js';
import { DESKTOP_QUERY } from '../../../shared/breakpoints.js';
import { useMediaQuery } from '../../../shared/use-media-query.js';
import { selectCartItemCount } from '../../../state/cart-slice.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { drawerClosed, drawerOpened, selectDrawerOpen } from '../../../state/header-slice.js';
import { useLogoutMutation } from '../../../state/session-api.js';
import { useGetMenuQuery, useGetSiteContentQuery } from '../api/header-api.js';
import { HeaderSearch } from './header-search.js';
import { drawerBanners, toUiMenu } from './menu-model.js';
import { headerBannerHtml, searchBanners } from './site-content.js';
import { useHeaderScroll } from './use-header-scroll.js';

/** The site header wired to the store (spec 2.2): banner, logo, search, links, menus. */
export function StoreHeader() {
  const { config, paths } = useStoreContext();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { sticky, scrollToTop } = useHeaderScroll(isDesktop, isHome);
  const customer = useAppSelector(selectCustomer);
  const basketCount = useAppSelector(selectCartItemCount);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const menuQuery = useGetMenuQuery();
  const contentQuery = useGetSiteContentQuery();
  const [logout] = useLogoutMutation();
  const drawerId = useId();

  // Spec 2.2: the drawer closes on every route change.
  useEffect(() => {
    dispatch(drawerClosed());
  }, [pathname, dispatch]);

  const menu = useMemo(() => menuQuery.data && toUiMenu(menuQuery.data), [menuQuery.data]);
  const banners = useMemo(
    () => searchBanners(contentQuery.data, config.segment),
    [contentQuery.data, config.segment],
  );

  const loggedIn = customer?.isLoggedIn === true ? customer : undefined;
  const accountHref = loggedIn ? paths.account.orderHistory : paths.account.login;
  const trackMenu = (item: MenuItem) => {
    track({ event: 'menu_click', menu_level: 1, menu_label: item.label, menu_url: item.url });
  };
  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    await navigate(paths.account.logoutSuccess);
  };

  return (
    <>
      <SiteHeader
        bannerHtml={headerBannerHtml(contentQuery.data)}
        isHome={isHome}
        homeHref={paths.home}
        onLogoClick={(event) => {
          // Spec 2.2: the logo reloads the home page.
          event.preventDefault();
          window.location.assign(`/${config.segment}/`);
        }}
        search={<HeaderSearch isDesktop={isDesktop} banners={banners} />}
        menu={
          isDesktop ? (
            <MegaMenu
              items={menu?.hierarchy ?? []}
              serviceBanner={menu?.serviceBanner}
              onNavigate={trackMenu}
              loading={!menu}
            />
          ) : undefined
        }
        onOpenMenu={() => dispatch(drawerOpened())}
        menuOpen={drawerOpen}
        menuId={drawerId}
        quickOrderHref={paths.directOrder}
        helpHref={paths.help}
        accountHref={accountHref}
        basketHref={paths.checkout.cart}
        basketCount={basketCount}
        customer={loggedIn && { civility: loggedIn.civility, lastName: loggedIn.lastName }}
        personalInformationHref={paths.account.information}
        ordersHref={paths.account.orderHistory}
        onSignOut={() => void signOut()}
        sticky={sticky}
      />
      {!isDesktop && (
        <MobileMenu
          id={drawerId}
          open={drawerOpen}
          onClose={() => dispatch(drawerClosed())}
          items={menu?.hierarchy ?? []}
          banners={menuQuery.data ? drawerBanners(menuQuery.data) : []}
          footerBanner={menu?.mobFooterBanner}
          quickOrderHref={paths.directOrder}
          accountHref={accountHref}
          helpHref={paths.help}
          basketHref={paths.checkout.cart}
          basketCount={basketCount}
          onNavigate={trackMenu}
          loading={!menu}
        />
      )}
      <ScrollToTopButton
        visible={scrollToTop}
        onClick={() => {
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
