import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/**
 * What the kit needs from a link. The storefront injects one built on its router (`href` becomes
 * the route); without one, a plain anchor is used.
 */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkComponent = ComponentType<LinkProps>;

export function AnchorLink(props: LinkProps) {
  return <a {...props} />;
}
