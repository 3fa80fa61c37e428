import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  PAYMENT_METHODS_FR,
  PAYMENT_METHODS_FR_SMALL_ORDER,
  PAYMENT_METHODS_UK,
} from '../fixtures/commerce.story-support.js';
import { PaymentMethodPicker } from './payment-method-picker.js';
import type { PaymentMethodPickerProps } from './payment-method-picker.js';

function Stateful(args: PaymentMethodPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PaymentMethodPicker
      {...args}
      value={value}
      onChange={(id) => {
        args.onChange(id);
        setValue(id);
      }}
    />
  );
}

/** What the app renders under the personal account (its Formik fields, here plain inputs). */
const personalAccountFields = (
  <div style={{ display: 'grid', gap: '0.75rem' }}>
    <label>
      <input type="checkbox" name="cgv" /> I have read and accept the credit-check terms
    </label>
    <label style={{ display: 'grid', gap: '0.25rem' }}>
      Date of birth
      <input type="text" name="birthDate" placeholder="DD/MM/YYYY" />
    </label>
  </div>
);

const meta = {
  title: 'Commerce/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { options: PAYMENT_METHODS_FR, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Mode de paiement' })).toBeVisible();
    const card = canvas.getByRole('radio', { name: 'Carte bancaire' });
    await expect(card).toHaveAccessibleDescription('CB, Visa, Mastercard');
    await expect(
      canvas.getByRole('radio', { name: 'Paiement en 3× par carte avec Oney' }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('radio', { name: 'Paiement en 4× par carte avec Oney' }),
    ).toBeEnabled();
    await userEvent.click(canvas.getByText('PayPal'));
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('applePay');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('oney-3x');
    // Icons are decorative.
    for (const icon of canvasElement.querySelectorAll('svg'))
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const UnavailableMethods: Story = {
  args: { options: PAYMENT_METHODS_FR_SMALL_ORDER, value: 'card' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const oney = canvas.getByRole('radio', { name: 'Paiement en 3× par carte avec Oney' });
    await expect(oney).toBeDisabled();
    await expect(oney).toHaveAccessibleDescription(
      /^Indisponible pour les commandes de moins de 100\s€$/,
    );
    await expect(
      canvas.getAllByText(/^Indisponible pour les commandes de moins de 100/)[0],
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Paiement en 3× par carte avec Oney'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(oney).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Apple Pay' })).toHaveAccessibleDescription(
      'Indisponible pour le moment',
    );
    // Arrow keys skip the disabled methods: from PayPal back round to the card.
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

/** An order over Oney's maximum, on a browser that cannot pay with Apple Pay: each says why. */
export const LargeOrderWithoutApplePay: Story = {
  args: {
    options: PAYMENT_METHODS_FR_SMALL_ORDER.map((option) =>
      option.method === 'oney'
        ? { ...option, unavailableReason: { maxAmount: 3000 } }
        : option.method === 'applePay'
          ? {
              ...option,
              unavailableReason: 'Disponible sur Safari, avec un appareil Apple compatible',
            }
          : option,
    ),
    value: 'card',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Paiement en 3× par carte avec Oney',
      'Paiement en 4× par carte avec Oney',
    ]) {
      const oney = canvas.getByRole('radio', { name });
      await expect(oney).toBeDisabled();
      await expect(oney).toHaveAccessibleDescription(
        /^Indisponible pour les commandes de plus de 3\s000\s€$/,
      );
    }
    const applePay = canvas.getByRole('radio', { name: 'Apple Pay' });
    await expect(applePay).toBeDisabled();
    await expect(applePay).toHaveAccessibleDescription(
      'Disponible sur Safari, avec un appareil Apple compatible',
    );
  },
};

export const PersonalAccount: Story = {
  args: {
    options: PAYMENT_METHODS_UK.map((option) =>
      option.method === 'personalAccount' ? { ...option, details: personalAccountFields } : option,
    ),
    value: 'card',
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    const account = canvas.getByRole('radio', { name: 'Personal account' });
    await expect(account).toHaveAccessibleDescription(
      'Spread the cost with your personal credit account Available credit: £750',
    );
    await userEvent.click(account);
    await expect(args.onChange).toHaveBeenLastCalledWith('personalAccount');
    await expect(
      canvas.getByRole('checkbox', { name: 'I have read and accept the credit-check terms' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Date of birth' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const PaymentRefused: Story = {
  args: { value: 'card', error: 'LABEL_PAYMENT_NOT_VALIDATED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Votre paiement n’a pas pu être validé. Choisissez un autre mode de paiement ou contactez notre service client.',
    );
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/^Votre paiement/);
  },
};

export const Required: Story = {
  args: { error: 'VALIDATION_REQUIRED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ce champ est obligatoire.',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'paypal', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const LongFrenchTextOnPhone: Story = {
  args: {
    options: [
      ...PAYMENT_METHODS_FR_SMALL_ORDER,
      {
        id: 'card-gift',
        method: 'card',
        label:
          'Carte cadeau, e-carte cadeau ou chèque cadeau partenaire (jusqu’à trois par commande)',
        available: false,
        unavailableReason:
          'Les cartes cadeaux ne peuvent pas régler une commande contenant des articles livrés depuis notre entrepôt.',
      },
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: /^Carte cadeau/ }),
    ).toHaveAccessibleDescription(/^Les cartes cadeaux ne peuvent pas/);
  },
};

export const Desktop: Story = {
  args: { value: 'oney-4x' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Paiement en 4× par carte avec Oney' }),
    ).toBeChecked();
  },
};

export const English: Story = {
  args: {
    options: [
      ...PAYMENT_METHODS_UK.slice(0, 3),
      {
        id: 'personalAccount',
        method: 'personalAccount',
        available: false,
        unavailableReason: { maxAmount: 1000 },
      },
    ],
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Debit or credit card' })).toBeEnabled();
    await expect(
      canvas.getByRole('radio', { name: 'Personal account' }),
    ).toHaveAccessibleDescription('Not available for orders over £1,000');
  },
};
