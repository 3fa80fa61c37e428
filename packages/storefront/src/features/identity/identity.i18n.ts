import type { TranslationSet } from '../../i18n/define.js';
import { identityEn } from './identity.en.i18n.js';

/** Sign-in and signup forms (checkout and customer area). */
export const identityFr = {
  IDENTITY_LOGIN_TITLE: 'Identification',
  IDENTITY_SIGNUP_TITLE: 'Créer mon compte',
  IDENTITY_RETURNING_TITLE: 'Déjà client ?',
  IDENTITY_NEW_CUSTOMER_TITLE: 'Nouveau client ?',
  IDENTITY_NEW_CUSTOMER_TEXT:
    'Créez votre compte en quelques instants pour finaliser votre commande et suivre vos livraisons.',
  IDENTITY_CREATE_ACCOUNT_LINK: 'Créer mon compte',
  IDENTITY_NEWSLETTER_LOGIN_NOTICE:
    'Votre adresse e-mail est associée à un compte : identifiez-vous pour vous abonner à la newsletter.',
  IDENTITY_ALREADY_CUSTOMER: 'Vous avez déjà un compte ?',
  IDENTITY_SIGN_IN_LINK: 'Identifiez-vous',
  // Sign-in form
  IDENTITY_IDENTIFIER_LABEL: 'E-mail ou numéro client',
  IDENTITY_IDENTIFIER_HINT: 'Votre numéro client figure sur vos courriers et vos bons de commande.',
  IDENTITY_SURNAME_LABEL: 'Nom',
  IDENTITY_SURNAME_HINT: 'Avec votre numéro client, indiquez le nom de votre compte.',
  IDENTITY_PASSWORD_LABEL: 'Mot de passe',
  IDENTITY_FORGOTTEN_PASSWORD: 'Mot de passe oublié ?',
  IDENTITY_FORGOTTEN_CUSTOMER_NUMBER: 'Numéro client oublié ?',
  IDENTITY_LOGIN_SUBMIT: 'Me connecter',
  // Signup form
  IDENTITY_ABOUT_YOU_TITLE: 'Vos informations',
  IDENTITY_ADDRESS_TITLE: 'Votre adresse',
  IDENTITY_PHONES_TITLE: 'Vos téléphones',
  IDENTITY_OFFERS_TITLE: 'Nos offres',
  IDENTITY_OFFERS_INTRO: 'Souhaitez-vous recevoir nos offres et nos nouveautés ?',
  IDENTITY_EMAIL_LABEL: 'Adresse e-mail',
  IDENTITY_CONFIRM_EMAIL_LABEL: 'Confirmation de l’adresse e-mail',
  IDENTITY_NEW_PASSWORD_LABEL: 'Mot de passe',
  IDENTITY_CONFIRM_PASSWORD_LABEL: 'Confirmation du mot de passe',
  IDENTITY_MAIL_OPTION_LABEL: 'Offres par e-mail',
  IDENTITY_PARTNER_OPTION_LABEL: 'Offres de nos partenaires par e-mail',
  IDENTITY_SIGNUP_SUBMIT: 'Créer mon compte',
  // Forgotten password or customer number, and the reset link's page
  IDENTITY_FORGOT_PASSWORD_TITLE: 'Mot de passe oublié',
  IDENTITY_FORGOT_PASSWORD_INTRO:
    'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  IDENTITY_FORGOT_PASSWORD_SUBMIT: 'Recevoir le lien',
  IDENTITY_FORGOT_CUSTOMER_NUMBER_TITLE: 'Numéro client oublié',
  IDENTITY_FORGOT_CUSTOMER_NUMBER_INTRO:
    'Indiquez l’adresse e-mail de votre compte : nous vous y enverrons votre numéro client.',
  IDENTITY_FORGOT_CUSTOMER_NUMBER_SUBMIT: 'Recevoir mon numéro client',
  IDENTITY_BACK_TO_SIGN_IN: 'Retour à l’identification',
  IDENTITY_PASSWORD_RESET_TITLE: 'Nouveau mot de passe',
  IDENTITY_PASSWORD_RESET_INTRO: 'Choisissez le nouveau mot de passe de votre compte.',
  IDENTITY_RESET_PASSWORD_LABEL: 'Nouveau mot de passe',
  IDENTITY_RESET_CONFIRM_LABEL: 'Confirmation du nouveau mot de passe',
  IDENTITY_PASSWORD_RESET_SUBMIT: 'Enregistrer mon mot de passe',
  IDENTITY_REQUEST_NEW_LINK: 'Recevoir un nouveau lien',
  // Outcomes of a submit (spec 8); the server's refusals by code: app/error-texts.ts
  IDENTITY_LOGIN_INVALID:
    'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.',
  IDENTITY_LOGIN_INVALID_CUSTOMER_NUMBER:
    'Votre numéro client, votre nom ou votre mot de passe est incorrect. Veuillez réessayer.',
  IDENTITY_LOGIN_WRONG_PASSWORD: 'Le mot de passe est incorrect. Veuillez réessayer.',
  IDENTITY_LOGIN_INVALID_AGAIN:
    'Votre identifiant ou votre mot de passe est incorrect. Veuillez les saisir à nouveau.',
  IDENTITY_SIGNUP_FAILED: 'Nous ne pouvons pas enregistrer votre compte.',
  IDENTITY_SIGNUP_SUCCESS: 'Votre compte a bien été créé.',
  IDENTITY_NO_ACCOUNT_FOR_EMAIL: 'Aucun compte n’est associé à cette adresse e-mail.',
  IDENTITY_RESET_LINK_SENT:
    'Un e-mail contenant un lien pour réinitialiser votre mot de passe a été envoyé à votre adresse e-mail.',
  IDENTITY_CUSTOMER_NUMBER_SENT: 'Votre numéro client a été envoyé à votre adresse e-mail.',
  IDENTITY_PASSWORD_RESET_DONE:
    'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  IDENTITY_RESET_LINK_EXPIRED:
    'Le lien a expiré. Veuillez cliquer sur «\u00a0Mon compte\u00a0» puis «\u00a0Mot de passe oublié\u00a0?\u00a0» pour réinitialiser votre mot de passe.',
};

export const identityTranslations: TranslationSet = { fr: identityFr, en: identityEn };
