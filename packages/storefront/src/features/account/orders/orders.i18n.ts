import type { TranslationSet } from '../../../i18n/define.js';
import { ordersEn } from './orders.en.i18n.js';

/** The order history and an order's details. */
export const ordersFr = {
  ORDERS_TITLE: 'Mes commandes',
  ORDERS_RECENT_TITLE: 'Mes commandes des 12 derniers mois',
  ORDERS_RECENT_NONE: 'Vous n’avez pas passé de commande au cours des 12 derniers mois.',
  ORDERS_EVENT_TITLE: 'Mes commandes ventes privées',
  ORDERS_EMPTY_TITLE: 'Aucune commande au cours des 12 derniers mois',
  ORDERS_LOADING: 'Chargement de vos commandes…',
  ORDERS_HISTORY_UNAVAILABLE:
    'Vos commandes sont momentanément indisponibles. Veuillez réessayer dans quelques instants.',
  ORDERS_RETRY: 'Réessayer',
  ORDERS_NUMBER: 'N° de commande',
  ORDERS_DATE: 'Date',
  ORDERS_STATUS: 'Statut',
  ORDERS_TOTAL: 'Total',
  ORDERS_ITEM_COUNT_one: '{{count}}\u00a0article',
  ORDERS_ITEM_COUNT_other: '{{count}}\u00a0articles',
  ORDERS_SEE_DETAILS: 'Voir le détail',
  ORDERS_SEE_DETAILS_OF: 'Voir le détail de la commande n°\u00a0{{number}}',

  ORDERS_STATUS_PLACED: 'Enregistrée',
  ORDERS_STATUS_PREPARING: 'En préparation',
  ORDERS_STATUS_PARTIALLY_SHIPPED: 'Partiellement expédiée',
  ORDERS_STATUS_SHIPPED: 'Expédiée',
  ORDERS_STATUS_DELIVERED: 'Livrée',
  ORDERS_STATUS_CANCELLED: 'Annulée',
  ORDERS_STATUS_RETURNED: 'Retournée',

  ORDERS_DETAILS_TITLE: 'Détail de ma commande',
  ORDERS_ORDER_TITLE: 'Commande n°\u00a0{{number}}',
  ORDERS_EVENT_ORDER_TITLE: 'Commande vente privée n°\u00a0{{number}}',
  ORDERS_DETAILS_LOADING: 'Chargement du détail de votre commande…',
  ORDERS_DETAILS_NOT_FOUND:
    'Une erreur est survenue lors de l’affichage du détail de votre commande. Veuillez contacter le service client si le problème persiste.',
  ORDERS_DETAILS_UNAVAILABLE:
    'Le détail de votre commande est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  ORDERS_SHIPPING_METHOD: 'Mode de livraison',
  ORDERS_PAYMENT_METHOD: 'Mode de paiement',
  ORDERS_EASY_RETURN: 'N° de retour facile',
  ORDERS_EASY_RETURN_HINT:
    'À nous indiquer pour retourner gratuitement un article dans les 30 jours.',
  ORDERS_INVOICE_DOWNLOAD: 'Télécharger la facture (PDF)',
  ORDERS_INVOICE_FAILED:
    'La facture n’a pas pu être téléchargée. Veuillez réessayer dans quelques instants.',
  ORDERS_ITEMS_TITLE: 'Articles',
  ORDERS_ITEM_SIZE: 'Taille\u00a0: {{size}}',
  ORDERS_ITEM_COLOR: 'Couleur\u00a0: {{color}}',
  ORDERS_ITEM_QUANTITY: 'Quantité',
  ORDERS_ITEM_UNIT_PRICE: 'Prix unitaire',
  ORDERS_ITEM_TOTAL: 'Total',
  ORDERS_PACKAGES_TITLE: 'Colis',
  ORDERS_PACKAGE_NUMBER: 'Colis n°\u00a0{{number}}',
  ORDERS_TRACKING_NUMBER: 'Suivi n°\u00a0{{number}}',
  ORDERS_TRACKING_CARRIER_SITE: 'sur le site du transporteur (nouvel onglet)',
  ORDERS_TRACKING_PENDING: 'Pas encore remis au transporteur',
  ORDERS_CARRIER_COLISSIMO: 'Colissimo',
  ORDERS_CARRIER_COLIECO: 'Colieco',
  ORDERS_CARRIER_MONDIAL_RELAY: 'Mondial Relay',
  ORDERS_CARRIER_WAREHOUSE: 'Notre service de livraison',
  ORDERS_DELIVERY_TITLE: 'Livraison',
  ORDERS_DELIVERY_ADDRESS: 'Adresse de livraison',
  ORDERS_RELAY_POINT: 'Point relais\u00a0: {{name}}',
  ORDERS_BACK_TO_HISTORY: 'Retour à mes commandes',
};

export const ordersTranslations: TranslationSet = { fr: ordersFr, en: ordersEn };
