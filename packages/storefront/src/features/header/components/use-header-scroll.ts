import { isHeaderSticky, isScrollToTopVisible, scrollableHeight } from '@vitrine/ui';
import { useEffect, useState } from 'react';

/** Sticky header and scroll-to-top visibility from the window's scroll (spec 2.2, 9). */
export function useHeaderScroll(isDesktop: boolean, isHome: boolean) {
  const [state, setState] = useState({ sticky: false, scrollToTop: false });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { scrollY } = window;
      const height = scrollableHeight(document.documentElement.scrollHeight, window.innerHeight);
      const next = {
        sticky: isHeaderSticky({ scrollY, isDesktop, isHome }),
        scrollToTop: isScrollToTopVisible({ scrollY, scrollableHeight: height, isHome }),
      };
      setState((previous) =>
        previous.sticky === next.sticky && previous.scrollToTop === next.scrollToTop
          ? previous
          : next,
      );
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [isDesktop, isHome]);
  return state;
}
