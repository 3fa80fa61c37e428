/**
 * The spec's breakpoints (§9), as the upper bound of each range in pixels. CSS modules use the
 * matching `min-width` media queries listed in tokens.css; code that needs a breakpoint (carousel
 * counts, Storybook viewports) reads it from here.
 */
export const BREAKPOINTS = {
  phone: 575,
  small: 767,
  medium: 991,
  large: 1199,
  wide: 1600,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
