import type { FormSchemas } from './schemas.js';

/** Every field name used by the form schemas. */
export type FormFieldName = {
  [Form in keyof FormSchemas]: keyof FormSchemas[Form]['fields'];
}[keyof FormSchemas];

/**
 * French labels of the form fields. The analytics form-error event reports the fields in error as
 * these labels joined by '|' (spec §5), whatever the store's language.
 */
export const FRENCH_FIELD_LABELS: Record<FormFieldName, string> = {
  civility: 'civilité',
  firstName: 'prénom',
  lastName: 'nom',
  surname: 'nom',
  email: 'e-mail',
  confirmEmail: "confirmation de l'e-mail",
  newEmail: 'nouvel e-mail',
  password: 'mot de passe',
  confirmPassword: 'confirmation du mot de passe',
  newPassword: 'nouveau mot de passe',
  confirmNewPassword: 'confirmation du nouveau mot de passe',
  birthDate: 'date de naissance',
  street: 'adresse',
  complement: "complément d'adresse",
  locality: 'lieu-dit',
  postalCode: 'code postal',
  city: 'ville',
  country: 'pays',
  cellPhone: 'téléphone portable',
  landline: 'téléphone fixe',
  smsOption: 'offres par SMS',
  mailOption: 'offres par e-mail',
  partnerOption: 'offres des partenaires',
  subject: 'objet',
  message: 'message',
  orderNumber: 'numéro de commande',
  captcha: 'captcha',
  privilegeCode: 'code privilège',
  shippingMethod: 'mode de livraison',
  address: 'adresse de livraison',
  relayPoint: 'point relais',
  paymentMethod: 'mode de paiement',
  instalments: 'nombre d’échéances',
  cgv: 'conditions générales',
  amount: 'montant',
};
