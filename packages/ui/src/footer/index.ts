export { Footer } from './footer.js';
export type {
  FooterColumn,
  FooterLink,
  FooterLinkClick,
  FooterProps,
  FooterReassuranceLinks,
  FooterSocialLink,
} from './footer.js';
export type { SocialNetwork } from './social-networks.js';
export { NewsletterBox } from './newsletter-box.js';
export type { NewsletterBoxProps, NewsletterStatus } from './newsletter-box.js';
export { newsletterEmailError } from './newsletter-email.js';
