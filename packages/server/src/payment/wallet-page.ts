// The sandbox pages of PayPal, Apple Pay and Oney: where the shopper approves or cancels, as on
// the real providers' pages, plus the refusal a real provider may answer (a sandbox button).
import type { InstalmentPlan } from '@vitrine/api-client/contract';
import { formatAmount } from '../orders/amount-format.js';
import { escapeXml as escape } from '../seed/illustrations.js';
import type { Store } from '../stores.js';
import { sandboxPage } from './sandbox-page.js';

type WalletMethod = 'paypal' | 'applePay' | 'oney';

/** What the shopper may answer on a wallet's page. */
export const WALLET_OUTCOMES = ['approve', 'decline', 'cancel'] as const;
export type WalletOutcome = (typeof WALLET_OUTCOMES)[number];

interface WalletTexts {
  title: (count: number) => string;
  approve: string;
  decline: string;
}

const TEXTS = {
  'fr-FR': {
    order: (number: string, amount: string) => `Commande ${number} : ${amount}`,
    cancel: 'Annuler et revenir sur Vitrine',
    schedule: 'Votre échéancier, sans frais',
    dueDate: 'Date',
    amount: 'Montant',
    wallets: {
      paypal: {
        title: () => 'Payer avec PayPal',
        approve: 'Payer maintenant',
        decline: 'Simuler un refus de PayPal',
      },
      applePay: {
        title: () => 'Apple Pay',
        approve: 'Confirmer avec Apple Pay',
        decline: 'Simuler un refus de la banque',
      },
      oney: {
        title: (count) => `Payer en ${String(count)} fois avec Oney`,
        approve: 'Accepter et payer la première échéance',
        decline: 'Simuler un refus du financement',
      },
    } satisfies Record<WalletMethod, WalletTexts>,
  },
  'en-GB': {
    order: (number: string, amount: string) => `Order ${number}: ${amount}`,
    cancel: 'Cancel and return to Vitrine',
    schedule: 'Your instalments, interest-free',
    dueDate: 'Date',
    amount: 'Amount',
    wallets: {
      paypal: {
        title: () => 'Pay with PayPal',
        approve: 'Pay now',
        decline: 'Simulate a PayPal refusal',
      },
      applePay: {
        title: () => 'Apple Pay',
        approve: 'Confirm with Apple Pay',
        decline: 'Simulate a bank refusal',
      },
      oney: {
        title: (count) => `Pay in ${String(count)} instalments with Oney`,
        approve: 'Accept and pay the first instalment',
        decline: 'Simulate a financing refusal',
      },
    } satisfies Record<WalletMethod, WalletTexts>,
  },
} satisfies Record<Store['locale'], unknown>;

const dueDate = (store: Store, day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(store.locale, {
    timeZone: 'UTC',
    dateStyle: 'long',
  });

function scheduleTable(store: Store, plan: InstalmentPlan): string {
  const t = TEXTS[store.locale];
  const rows = plan.instalments
    .map(
      ({ dueDate: day, amount }) =>
        `<tr><td>${escape(dueDate(store, day))}</td><td>${escape(formatAmount(store, amount))}</td></tr>`,
    )
    .join('');
  return `<table>
<caption>${escape(t.schedule)}</caption>
<thead><tr><th scope="col">${escape(t.dueDate)}</th><th scope="col">${escape(t.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

export interface WalletPageView {
  store: Store;
  method: WalletMethod;
  action: string;
  orderNumber: string;
  amount: string;
  /** Oney's plan, shown before the shopper accepts it. */
  plan: InstalmentPlan | null;
}

/** A wallet's page: the order and its amount (Oney: the schedule), approve, refuse or cancel. */
export function walletPage({ store, method, action, orderNumber, amount, plan }: WalletPageView) {
  const t = TEXTS[store.locale];
  const wallet = t.wallets[method];
  const title = wallet.title(plan?.count ?? 1);
  return sandboxPage(
    store,
    title,
    `<h1>${escape(title)}</h1>
<p>${escape(t.order(orderNumber, formatAmount(store, amount)))}</p>
${plan ? scheduleTable(store, plan) : ''}
<form method="post" action="${escape(action)}" target="_top">
<button type="submit" name="outcome" value="approve">${escape(wallet.approve)}</button>
<button type="submit" name="outcome" value="decline" class="secondary">${escape(wallet.decline)}</button>
<button type="submit" name="outcome" value="cancel" class="link">${escape(t.cancel)}</button>
</form>`,
  );
}
