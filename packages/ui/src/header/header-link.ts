/**
 * The header's links, each named by a stable, language-independent name (analytics header
 * clicks): the desktop header's, its account menu's and the mobile drawer's alike.
 */
export type HeaderLinkName =
  'logo' | 'quick_order' | 'help' | 'account' | 'account_information' | 'account_orders' | 'basket';

/** Called when a header link is followed, with its name and the address it leads to. */
export type HeaderLinkClick = (name: HeaderLinkName, href: string) => void;
