import type { TranslationSet } from '../../i18n/define.js';
import { contentEn } from './content.en.i18n.js';

/** Texts of the content pages: CMS page titles, site plans and contact. */
export const contentFr = {
  CONTENT_TITLE_HELP: 'Aide et questions fréquentes',
  CONTENT_TITLE_PRIVACY: 'Données personnelles et cookies',
  CONTENT_TITLE_PROMOTIONAL_TERMS: 'Conditions des offres promotionnelles',
  CONTENT_TITLE_DELIVERY: 'Livraison et retours',
  CONTENT_TITLE_FALLBACK: 'Informations',
  CONTENT_LOADING: 'Chargement de la page…',
  CONTENT_RETRY: 'Réessayer',
  CONTENT_PRODUCT_SITEMAP_TITLE: 'Plan du site : produits',
  CONTENT_PRODUCT_SITEMAP_INTRO: 'Tous les articles de la boutique, par ordre alphabétique.',
  CONTENT_CATEGORY_SITEMAP_TITLE: 'Plan du site : catégories',
  CONTENT_CATEGORY_SITEMAP_INTRO: 'Toutes les catégories de la boutique, par ordre alphabétique.',
  CONTENT_SITEMAP_PAGE: 'Page {{page}} sur {{count}}',
  CONTENT_SITEMAP_PAGE_TITLE: '{{title}} – page {{page}}',
  CONTENT_SITEMAP_PAGINATION: 'Pages du plan du site',
  CONTENT_CONTACT_TITLE: 'Nous contacter',
  CONTENT_CONTACT_DESCRIPTION:
    'Une question sur un article, une commande ou une livraison ? Appelez notre service client ou trouvez votre réponse dans l’aide.',
  CONTENT_CONTACT_INTRO:
    'Une question sur un article, une commande ou une livraison ? Nos conseillers vous répondent.',
  CONTENT_CONTACT_PHONE_TITLE: 'Par téléphone',
  CONTENT_CONTACT_SELF_SERVICE_TITLE: 'Trouver une réponse',
  CONTENT_CONTACT_HELP_LINK: 'Consulter l’aide et les questions fréquentes',
  CONTENT_CONTACT_ORDERS_LINK: 'Suivre mes commandes',
};

export const contentTranslations: TranslationSet = { fr: contentFr, en: contentEn };
