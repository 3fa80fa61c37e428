import type { TranslationSet } from '../i18n/translations.js';
import { consentEn } from './consent.en.i18n.js';

/**
 * Texts of the cookie consent banner and its preferences dialog. Not in `uiTextsFr`/`uiTextsEn`:
 * an app adds them with the banner's code, shown to first visitors only (the footer's 'cookie
 * settings' button is in the footer group).
 */
export const consentFr = {
  LABEL_CONSENT_TITLE: 'Vos choix en matière de cookies',
  LABEL_CONSENT_TEXT:
    'Avec votre accord, nous utilisons des cookies pour mesurer l’audience du site et vous montrer des publicités personnalisées. Vous pouvez changer d’avis à tout moment (« Gérer mes cookies », en bas de page).',
  LABEL_CONSENT_POLICY: 'En savoir plus sur les cookies',
  LABEL_CONSENT_ACCEPT_ALL: 'Tout accepter',
  LABEL_CONSENT_REFUSE_ALL: 'Tout refuser',
  LABEL_CONSENT_CUSTOMISE: 'Choisir par finalité',
  LABEL_CONSENT_PREFERENCES_TITLE: 'Gérer mes cookies',
  LABEL_CONSENT_PREFERENCES_TEXT:
    'Choisissez les finalités que vous acceptez. Votre choix est conservé six mois.',
  LABEL_CONSENT_SAVE: 'Enregistrer mes choix',
  LABEL_CONSENT_ALWAYS_ON: 'Toujours actifs',
  LABEL_CONSENT_NECESSARY: 'Cookies nécessaires',
  LABEL_CONSENT_NECESSARY_TEXT:
    'Indispensables au fonctionnement du site : panier, connexion à votre compte, sécurité et mémorisation de vos choix de cookies.',
  LABEL_CONSENT_ANALYTICS: 'Mesure d’audience',
  LABEL_CONSENT_ANALYTICS_TEXT:
    'Nous aident à comprendre comment le site est utilisé pour l’améliorer (pages vues, parcours, performances).',
  LABEL_CONSENT_ADVERTISING: 'Publicité personnalisée',
  LABEL_CONSENT_ADVERTISING_TEXT:
    'Permettent, à nous et à nos partenaires, de vous montrer des publicités adaptées à vos centres d’intérêt et d’en mesurer l’efficacité.',
};

export const consentTranslations: TranslationSet = { fr: consentFr, en: consentEn };
