import type { TranslationSet } from '../../../i18n/define.js';
import { personalAccountEn } from './personal-account.en.i18n.js';

/** The UK personal (store credit) account page (decision 014). */
export const personalAccountFr = {
  PERSONAL_ACCOUNT_TITLE: 'Mon compte personnel',
  PERSONAL_ACCOUNT_INTRO:
    'Votre compte de crédit magasin : ce que vous devez, le crédit qu’il vous reste et vos derniers mouvements.',
  PERSONAL_ACCOUNT_SUMMARY_TITLE: 'Votre compte',
  PERSONAL_ACCOUNT_BALANCE: 'Solde dû',
  PERSONAL_ACCOUNT_CREDIT_LIMIT: 'Plafond de crédit',
  PERSONAL_ACCOUNT_AVAILABLE_CREDIT: 'Crédit disponible',
  PERSONAL_ACCOUNT_LOW_CREDIT:
    'Votre crédit disponible est faible : il vous reste {{available}}, moins de {{threshold}}. Effectuez un paiement pour pouvoir continuer à commander avec votre compte.',
  PERSONAL_ACCOUNT_LOAD_ERROR:
    'Les informations de votre compte personnel n’ont pas pu être chargées. Veuillez réessayer.',
  PERSONAL_ACCOUNT_NONE: 'Vous n’avez pas de compte personnel.',
  PERSONAL_ACCOUNT_RETRY: 'Réessayer',
  PERSONAL_ACCOUNT_LOADING: 'Chargement de votre compte…',
  PERSONAL_ACCOUNT_PAY_TITLE: 'Effectuer un paiement',
  PERSONAL_ACCOUNT_PAY_INTRO:
    'Payez par carte tout ou partie de votre solde, jusqu’à {{max}} en une fois. Vous saisirez votre carte sur la page sécurisée de notre prestataire de paiement.',
  PERSONAL_ACCOUNT_AMOUNT_LABEL: 'Montant à payer (en livres sterling)',
  PERSONAL_ACCOUNT_AMOUNT_HINT: 'Par exemple 25.50',
  PERSONAL_ACCOUNT_PAY_SUBMIT: 'Payer par carte',
  PERSONAL_ACCOUNT_NOTHING_TO_PAY: 'Vous n’avez rien à payer : votre solde est à zéro.',
  PERSONAL_ACCOUNT_AMOUNT_OVER_BALANCE: 'Vous ne pouvez pas payer plus que ce que vous devez.',
  PERSONAL_ACCOUNT_PAYMENT_FAILED:
    'Votre paiement n’a pas pu être lancé. Veuillez réessayer plus tard.',
  PERSONAL_ACCOUNT_PAID:
    'Merci : votre paiement a été reçu. Votre solde est maintenant de {{balance}}.',
  PERSONAL_ACCOUNT_DECLINED:
    'Votre paiement par carte a été refusé : aucun montant n’a été prélevé. Essayez une autre carte ou contactez le service client.',
  PERSONAL_ACCOUNT_STATEMENT_TITLE: 'Derniers mouvements',
  PERSONAL_ACCOUNT_STATEMENT_CAPTION:
    'Derniers mouvements de votre compte, du plus récent au plus ancien',
  PERSONAL_ACCOUNT_STATEMENT_DATE: 'Date',
  PERSONAL_ACCOUNT_STATEMENT_LABEL: 'Libellé',
  PERSONAL_ACCOUNT_STATEMENT_AMOUNT: 'Montant',
  PERSONAL_ACCOUNT_STATEMENT_CHARGE: 'Commande {{order}}',
  PERSONAL_ACCOUNT_STATEMENT_PAYMENT: 'Paiement par carte',
  PERSONAL_ACCOUNT_STATEMENT_EMPTY: 'Aucun mouvement pour le moment.',
};

export const personalAccountTranslations: TranslationSet = {
  fr: personalAccountFr,
  en: personalAccountEn,
};
