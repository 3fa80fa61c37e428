import { BREAKPOINTS } from '@vitrine/ui';

/** Desktop starts above the medium breakpoint (992 px), where the mega menu replaces the drawer. */
export const DESKTOP_QUERY = `(min-width: ${String(BREAKPOINTS.medium + 1)}px)`;
