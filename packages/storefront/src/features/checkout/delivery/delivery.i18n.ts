import type { TranslationSet } from '../../../i18n/define.js';
import { deliveryEn } from './delivery.en.i18n.js';

/** The delivery step. */
export const deliveryFr = {
  DELIVERY_TITLE: 'Livraison',
  DELIVERY_LOAD_RETRY: 'Réessayer',
  DELIVERY_ADDRESS_TITLE: 'Adresse de livraison',
  DELIVERY_ADDRESS_CHOICE: 'Choisissez l’adresse de livraison',
  DELIVERY_ADDRESS_MAIN: 'Adresse principale',
  DELIVERY_ADDRESS_SECONDARY: 'Adresse secondaire',
  DELIVERY_ADDRESS_EDIT: 'Modifier',
  DELIVERY_ADDRESS_EDIT_MAIN: 'Modifier l’adresse principale',
  DELIVERY_ADDRESS_EDIT_SECONDARY: 'Modifier l’adresse secondaire',
  DELIVERY_ADDRESS_ADD: 'Ajouter une adresse secondaire',
  DELIVERY_ADDRESS_SAVE: 'Enregistrer l’adresse',
  DELIVERY_ADDRESS_CANCEL: 'Annuler',
  DELIVERY_ADDRESS_SAVED: 'Votre adresse a été enregistrée.',
  DELIVERY_METHODS_TITLE: 'Mode de livraison',
  DELIVERY_PARCELS_TITLE: 'Vos colis',
  DELIVERY_WAREHOUSE_TITLE: 'Vos articles volumineux',
  DELIVERY_WAREHOUSE_HINT:
    'Les tapis et les luminaires sont livrés depuis notre entrepôt par notre propre transporteur.',
  DELIVERY_WAREHOUSE_OVERSEAS: 'La livraison depuis notre entrepôt ne dessert pas l’outre-mer.',
  DELIVERY_OVERSEAS_NOTE:
    'Livraison en outre-mer : le prix de chaque mode de livraison comprend un supplément de {{percent}} % du montant de votre commande.',
  DELIVERY_CONTINUE: 'Continuer vers le paiement',
  DELIVERY_MAIN_ADDRESS_REQUIRED:
    'Veuillez d’abord ajouter votre adresse principale à votre compte.',
  DELIVERY_MAIN_ADDRESS_ADD: 'Ajouter mon adresse principale',
};

export const deliveryTranslations: TranslationSet = { fr: deliveryFr, en: deliveryEn };
