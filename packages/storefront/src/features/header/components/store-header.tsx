import { headerClick } from '@vitrine/analytics';
import { ScrollToTopButton, SiteHeader, useMediaQuery, type HeaderLinkClick } from '@vitrine/ui';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { track } from '../../../shared/analytics.js';
import { DESKTOP_QUERY } from '../../../shared/breakpoints.js';
import { preloadable } from '../../../shared/preloadable.js';
import { addressInStore } from '../../../shared/store-path.js';
import { selectCartItemCount } from '../../../state/cart-slice.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { drawerClosed, drawerOpened, selectDrawerOpen } from '../../../state/header-slice.js';
import { signOut as signOutThunk } from '../../../state/session-thunks.js';
import { useHeaderScroll } from './use-header-scroll.js';

// The parts that show server content have their code split off (the store's first chunk stays
// small); a page renders or hydrates once they are loaded (preloadStoreHeader).
const HeaderBanner = preloadable(() => import('./header-banner.js'));
const HeaderMenu = preloadable(() => import('./header-menu.js'));
const HeaderSearch = preloadable(() => import('./header-search.js'));
// The drawer's code loads on its first opening.
const HeaderDrawer = lazy(() => import('./header-drawer.js'));

/** Loads the code of the header's parts, before a server-rendered page hydrates. */
export const preloadStoreHeader = () =>
  Promise.all([HeaderBanner.preload(), HeaderMenu.preload(), HeaderSearch.preload()]);

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
  // The drawer's code loads on its first opening and stays for the next ones.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const drawerId = useId();

  // Spec 2.2: the drawer closes on every route change.
  useEffect(() => {
    dispatch(drawerClosed());
  }, [pathname, dispatch]);

  const loggedIn = customer?.isLoggedIn === true ? customer : undefined;
  const accountHref = loggedIn ? paths.account.orderHistory : paths.account.login;
  // Spec 9: every header link followed is a header click, named and with the path it leads to.
  const trackLink: HeaderLinkClick = (name, href) => {
    track(headerClick(name, addressInStore(href, config.segment)));
  };
  const signOut = async () => {
    await dispatch(signOutThunk());
    await navigate(paths.account.logoutSuccess);
  };

  return (
    <>
      <SiteHeader
        banner={<HeaderBanner />}
        isHome={isHome}
        homeHref={paths.home}
        onLogoClick={(event) => {
          // Spec 2.2: the logo reloads the home page.
          event.preventDefault();
          window.location.assign(`/${config.segment}/`);
        }}
        search={<HeaderSearch isDesktop={isDesktop} />}
        // Rendered at every width (the kit hides it on phones): the server knows no width, and
        // without scripts its links are the way into the catalogue.
        menu={<HeaderMenu />}
        onOpenMenu={() => {
          setDrawerWanted(true);
          dispatch(drawerOpened());
        }}
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
        onLinkClick={trackLink}
        sticky={sticky}
      />
      {!isDesktop && drawerWanted && (
        <Suspense>
          <HeaderDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => dispatch(drawerClosed())}
            accountHref={accountHref}
            quickOrderHref={paths.directOrder}
            helpHref={paths.help}
            basketHref={paths.checkout.cart}
            basketCount={basketCount}
            onLinkClick={trackLink}
          />
        </Suspense>
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
