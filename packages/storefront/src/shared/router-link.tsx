import type { LinkProps } from '@vitrine/ui';
import { Link } from 'react-router';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The kit's links on the router: store paths ('/C-12345-robes') navigate without a reload; other
 * schemes (https:, mailto:, tel:) stay plain anchors.
 */
export function RouterLink({ href, ref, ...rest }: LinkProps) {
  if (EXTERNAL.test(href)) return <a href={href} ref={ref} {...rest} />;
  return <Link to={href} ref={ref} {...rest} />;
}
