import { BREAKPOINTS } from '../src/styles/breakpoints.js';

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${String(width)}px`, height: `${String(height)}px` },
  type: width <= BREAKPOINTS.small ? ('mobile' as const) : ('desktop' as const),
});

/** A phone plus one preset at each of the spec's breakpoints (§9). */
export const VIEWPORTS = {
  phone: viewport('Phone (375)', 375, 812),
  phoneMax: viewport(`Phone max (${String(BREAKPOINTS.phone)})`, BREAKPOINTS.phone, 900),
  small: viewport(`Small (${String(BREAKPOINTS.small)})`, BREAKPOINTS.small, 1024),
  medium: viewport(`Medium (${String(BREAKPOINTS.medium)})`, BREAKPOINTS.medium, 1024),
  large: viewport(`Large (${String(BREAKPOINTS.large)})`, BREAKPOINTS.large, 900),
  desktop: viewport('Desktop (1280)', 1280, 900),
  wide: viewport(`Wide (${String(BREAKPOINTS.wide)})`, BREAKPOINTS.wide, 1000),
};
