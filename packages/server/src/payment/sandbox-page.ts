// The sandbox provider's hosted pages, as plain HTML forms: no script at all (the site's CSP
// allows none inline), styles in a <style> element (allowed).
import { formatAmount } from '../orders/amount-format.js';
import { escapeXml as escape } from '../seed/illustrations.js';
import type { Store } from '../stores.js';
import type { CardError, CardField } from './card-checks.js';

const TEXTS = {
  'fr-FR': {
    title: 'Paiement sécurisé',
    sandbox: 'Environnement de test : aucun paiement réel n’est effectué.',
    order: (number: string, amount: string) => `Commande ${number} : ${amount} à payer`,
    repayment: (amount: string) => `Paiement sur votre compte personnel : ${amount} à payer`,
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme (3 chiffres au dos)',
    pay: (amount: string) => `Payer ${amount}`,
    testCards: 'Cartes de test',
    testCardList: [
      '4242 4242 4242 4242 : paiement accepté',
      '4000 0000 0000 0002 : paiement refusé',
      '4000 0000 0000 3220 : authentification 3-D Secure',
      'Toute date d’expiration future, tout cryptogramme à 3 chiffres.',
    ],
    errors: {
      'number-invalid': 'Ce numéro de carte n’est pas valide : vérifiez-le.',
      'number-not-a-test-card':
        'Cet environnement de test n’accepte que ses cartes de test (voir la liste ci-dessous).',
      'expiry-invalid': 'Saisissez la date d’expiration au format MM/AA.',
      'expiry-past': 'Cette carte a expiré.',
      'cvc-invalid': 'Le cryptogramme compte 3 ou 4 chiffres.',
    } satisfies Record<CardError, string>,
    formInvalid: 'Le paiement n’a pas pu être envoyé : corrigez les champs signalés.',
    challengeTitle: 'Authentification 3-D Secure',
    challenge: (amount: string) =>
      `Votre banque vous demande de confirmer le paiement de ${amount} à Vitrine.`,
    approve: 'Confirmer le paiement',
    fail: 'Refuser',
  },
  'en-GB': {
    title: 'Secure payment',
    sandbox: 'Test environment: no real payment is made.',
    order: (number: string, amount: string) => `Order ${number}: ${amount} to pay`,
    repayment: (amount: string) => `Payment into your personal account: ${amount} to pay`,
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (3 digits on the back)',
    pay: (amount: string) => `Pay ${amount}`,
    testCards: 'Test cards',
    testCardList: [
      '4242 4242 4242 4242: payment authorised',
      '4000 0000 0000 0002: payment declined',
      '4000 0000 0000 3220: 3-D Secure authentication',
      'Any future expiry date, any 3-digit security code.',
    ],
    errors: {
      'number-invalid': 'This card number is not valid: please check it.',
      'number-not-a-test-card':
        'This test environment only takes its test cards (see the list below).',
      'expiry-invalid': 'Enter the expiry date as MM/YY.',
      'expiry-past': 'This card has expired.',
      'cvc-invalid': 'The security code has 3 or 4 digits.',
    } satisfies Record<CardError, string>,
    formInvalid: 'The payment could not be sent: please correct the fields shown.',
    challengeTitle: '3-D Secure authentication',
    challenge: (amount: string) =>
      `Your bank asks you to confirm the payment of ${amount} to Vitrine.`,
    approve: 'Approve the payment',
    fail: 'Fail',
  },
} satisfies Record<Store['locale'], unknown>;

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #f4f4f6; color: #1d1d1b; margin: 0; }
  main { max-width: 26rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
  .sandbox { background: #fff4d6; padding: .5rem .75rem; border-radius: 4px; font-size: .875rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #8a8a8a; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #c8102e; }
  .error, [role="alert"] { color: #c8102e; margin: .25rem 0 0; }
  button { margin-top: 1.5rem; padding: .75rem 1rem; font-size: 1rem; border: 0; border-radius: 4px; background: #1d1d1b; color: #fff; cursor: pointer; }
  button.secondary { background: #e4e4e7; color: #1d1d1b; margin-left: .5rem; }
  button.link { background: none; color: #1d1d1b; text-decoration: underline; padding: .75rem 0; display: block; }
  table { border-collapse: collapse; width: 100%; margin-top: 1rem; }
  th, td { text-align: left; padding: .25rem 0; border-bottom: 1px solid #e4e4e7; }
  td:last-child, th:last-child { text-align: right; }
  details { margin-top: 1.5rem; font-size: .875rem; }`;

/** A page of the sandbox providers, with the line saying no real payment is made. */
export function sandboxPage(store: Store, title: string, body: string): string {
  return `<!doctype html>
<html lang="${store.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="sandbox">${escape(TEXTS[store.locale].sandbox)}</p>
${body}
</main>
</body>
</html>`;
}

export interface PaymentFormView {
  store: Store;
  action: string;
  /** The order paid; '' for a payment into the personal account. */
  orderNumber: string;
  amount: string;
  /** What the shopper typed, shown again after an error (never the security code). */
  values?: { cardNumber: string; expiry: string };
  errors?: Partial<Record<CardField, CardError>>;
}

/** The hosted card form. */
export function paymentFormPage({
  store,
  action,
  orderNumber,
  amount,
  values = { cardNumber: '', expiry: '' },
  errors = {},
}: PaymentFormView): string {
  const t = TEXTS[store.locale];
  const price = formatAmount(store, amount);
  const field = (
    name: CardField,
    label: string,
    value: string,
    autocomplete: string,
    maxLength: number,
  ) => {
    const error = errors[name];
    return `<label for="${name}">${escape(label)}</label>
<input id="${name}" name="${name}" value="${escape(value)}" autocomplete="${autocomplete}" inputmode="numeric" maxlength="${String(maxLength)}" required${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    }>${error ? `\n<p class="error" id="${name}-error">${escape(t.errors[error])}</p>` : ''}`;
  };
  const invalid = Object.keys(errors).length > 0;
  return sandboxPage(
    store,
    t.title,
    `<h1>${escape(t.title)}</h1>
<p>${escape(orderNumber ? t.order(orderNumber, price) : t.repayment(price))}</p>
${invalid ? `<p role="alert">${escape(t.formInvalid)}</p>` : ''}
<form method="post" action="${escape(action)}" target="_top" novalidate>
${field('cardNumber', t.cardNumber, values.cardNumber, 'cc-number', 23)}
${field('expiry', t.expiry, values.expiry, 'cc-exp', 7)}
${field('cvc', t.cvc, '', 'cc-csc', 4)}
<button type="submit">${escape(t.pay(price))}</button>
</form>
<details>
<summary>${escape(t.testCards)}</summary>
<ul>${t.testCardList.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>
</details>`,
  );
}

/** The bank's 3-D Secure challenge: approve or fail. */
export function challengePage(store: Store, action: string, amount: string): string {
  const t = TEXTS[store.locale];
  return sandboxPage(
    store,
    t.challengeTitle,
    `<h1>${escape(t.challengeTitle)}</h1>
<p>${escape(t.challenge(formatAmount(store, amount)))}</p>
<form method="post" action="${escape(action)}" target="_top">
<button type="submit" name="outcome" value="approve">${escape(t.approve)}</button>
<button type="submit" name="outcome" value="fail" class="secondary">${escape(t.fail)}</button>
</form>`,
  );
}
