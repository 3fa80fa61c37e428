import type { SameKeys } from '../../i18n/define.js';
import type { contentFr } from './content.i18n.js';

/** The English texts of `contentFr`: the same keys, in the fallback language. */
export const contentEn: SameKeys<typeof contentFr> = {
  CONTENT_TITLE_HELP: 'Help and FAQs',
  CONTENT_TITLE_PRIVACY: 'Privacy and cookie policy',
  CONTENT_TITLE_PROMOTIONAL_TERMS: 'Promotional offers terms and conditions',
  CONTENT_TITLE_DELIVERY: 'Delivery and returns',
  CONTENT_TITLE_FALLBACK: 'Information',
  CONTENT_LOADING: 'Loading the page…',
  CONTENT_RETRY: 'Try again',
  CONTENT_PRODUCT_SITEMAP_TITLE: 'Site map: products',
  CONTENT_PRODUCT_SITEMAP_INTRO: 'Every item in the shop, in alphabetical order.',
  CONTENT_CATEGORY_SITEMAP_TITLE: 'Site map: categories',
  CONTENT_CATEGORY_SITEMAP_INTRO: 'Every category of the shop, in alphabetical order.',
  CONTENT_SITEMAP_PAGE: 'Page {{page}} of {{count}}',
  CONTENT_SITEMAP_PAGE_TITLE: '{{title}} – page {{page}}',
  CONTENT_SITEMAP_PAGINATION: 'Site map pages',
  CONTENT_CONTACT_TITLE: 'Contact us',
  CONTENT_CONTACT_DESCRIPTION:
    'A question about an item, an order or a delivery? Call our customer service team or find your answer in our help pages.',
  CONTENT_CONTACT_INTRO:
    'A question about an item, an order or a delivery? Our advisers are here to help.',
  CONTENT_CONTACT_PHONE_TITLE: 'By phone',
  CONTENT_CONTACT_SELF_SERVICE_TITLE: 'Find an answer',
  CONTENT_CONTACT_HELP_LINK: 'Read our help and FAQs',
  CONTENT_CONTACT_ORDERS_LINK: 'Track my orders',
};
