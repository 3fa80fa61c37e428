import type { TranslationSet } from '../../i18n/define.js';
import { customerFieldsEn } from './customer-fields.en.i18n.js';

/**
 * The customer's fields every customer form shares (signup, personal information, addresses,
 * the checkout's address editor, catalogue request, contact, newsletter), the bot challenge, and
 * what the server may answer any of them (the footer's newsletter box loads them too).
 */
export const customerFieldsFr = {
  CUSTOMER_CIVILITY_LABEL: 'Civilité',
  CUSTOMER_CIVILITY_MR: 'Monsieur',
  CUSTOMER_CIVILITY_MRS: 'Madame',
  CUSTOMER_CIVILITY_MS: 'Madame',
  CUSTOMER_CIVILITY_MISS: 'Mademoiselle',
  CUSTOMER_FIRST_NAME_LABEL: 'Prénom',
  CUSTOMER_LAST_NAME_LABEL: 'Nom',
  CUSTOMER_BIRTH_DATE_LABEL: 'Date de naissance',
  CUSTOMER_STREET_LABEL: 'Numéro et nom de rue',
  CUSTOMER_COMPLEMENT_LABEL: 'Bâtiment, étage, appartement',
  CUSTOMER_LOCALITY_LABEL: 'Lieu-dit',
  CUSTOMER_POSTCODE_LABEL: 'Code postal',
  CUSTOMER_CITY_LABEL: 'Ville',
  CUSTOMER_COUNTRY_LABEL: 'Pays',
  CUSTOMER_COUNTRY_FR: 'France',
  CUSTOMER_COUNTRY_GB: 'Royaume-Uni',
  CUSTOMER_MOBILE_LABEL: 'Téléphone portable',
  CUSTOMER_LANDLINE_LABEL: 'Téléphone fixe',
  CUSTOMER_SMS_OPTION_LABEL: 'Offres par SMS',
  CUSTOMER_SMS_OPTION_HINT: 'Votre téléphone portable vous sera alors demandé.',
  CUSTOMER_YES: 'Oui',
  CUSTOMER_NO: 'Non',
  // Outcomes of a submit (spec 8); the server's refusals by code: app/error-texts.ts
  CUSTOMER_EMAIL_TAKEN: 'Votre adresse e-mail est déjà associée à un compte.',
  CUSTOMER_LOG_IN_FIRST:
    'Votre adresse e-mail est déjà associée à un compte. Veuillez d’abord vous identifier.',
  CUSTOMER_NEWSLETTER_SUBSCRIBED: 'Votre inscription à la newsletter a bien été enregistrée.',
  CUSTOMER_NEWSLETTER_OTHER_ADDRESS:
    'L’adresse e-mail saisie n’est pas celle de votre compte : elle n’a pas été inscrite. Les abonnements ci-dessous sont ceux de votre compte. Pour inscrire une autre adresse, déconnectez-vous puis saisissez-la dans le bloc newsletter en bas de page.',
  CUSTOMER_BOT_CHECK_FAILED:
    'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez recharger la page et réessayer.',
  // The bot challenge (shared/forms/bot-challenge.tsx): sign-in, contact form
  CUSTOMER_BOT_CHECK_PASSED: 'Vérification anti-robot : réussie',
  CUSTOMER_BOT_CHECK_EXPIRED:
    'La vérification anti-robot a expiré. Elle recommence : patientez un instant, ou suivez ses indications.',
  CUSTOMER_BOT_CHECK_LOAD_FAILED:
    'La vérification anti-robot n’a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.',
  CUSTOMER_BOT_CHECK_UNAVAILABLE:
    'La vérification anti-robot est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  CUSTOMER_CAPTCHA_LABEL: 'Je ne suis pas un robot',
  CUSTOMER_CAPTCHA_EXPIRED:
    'La vérification a expiré. Cochez à nouveau la case « Je ne suis pas un robot ».',
  CUSTOMER_EMAIL_LABEL: 'Adresse e-mail',
};

export const customerFieldsTranslations: TranslationSet = {
  fr: customerFieldsFr,
  en: customerFieldsEn,
};
