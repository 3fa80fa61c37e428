import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderSummary } from './order-summary.js';

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  args: { itemCount: 3, subtotal: 164.97, total: 164.97 },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms and amounts of the summary, as [term, amount] with plain spaces. */
function lines(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('dl > div')].map((line) =>
    [...line.children].map((cell) => cell.textContent.replace(/[\u00a0\u202f]/g, ' ').trim()),
  );
}

export const Basket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Récapitulatif' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Récapitulatif' })).toBeVisible();
    await expect(lines(canvasElement)).toEqual([
      ['Sous-total (3 articles)', '164,97 €'],
      ['Frais de livraison', 'Calculés à l’étape suivante'],
      ['Total TTC', '164,97 €'],
    ]);
  },
};

export const WithDiscountAndFreeShipping: Story = {
  args: { discount: 16.5, privilegeCode: 'BIENVENUE', shippingFees: 0, total: 148.47 },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      ['Sous-total (3 articles)', '164,97 €'],
      ['Remise (code BIENVENUE)', '-16,50 €'],
      ['Frais de livraison', 'Gratuit'],
      ['Total TTC', '148,47 €'],
    ]);
  },
};

export const Overseas: Story = {
  args: {
    itemCount: 1,
    subtotal: 89,
    discount: 10,
    shippingFees: 6.9,
    overseasPremium: 8.9,
    total: 94.8,
  },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      ['Sous-total (1 article)', '89 €'],
      ['Remise', '-10 €'],
      ['Frais de livraison', '6,90 €'],
      ['Supplément livraison outre-mer', '8,90 €'],
      ['Total TTC', '94,80 €'],
    ]);
  },
};

/** The app's button under the total (a story-level spy checks it is reachable and works). */
const validateBasket = fn();

export const WithAction: Story = {
  args: {
    shippingFees: 4.9,
    total: 169.87,
    headingLevel: 3,
    children: (
      <button
        type="button"
        onClick={validateBasket}
        style={{
          minHeight: 48,
          color: 'var(--vt-color-brand-contrast)',
          background: 'var(--vt-color-brand)',
          border: 0,
          font: 'inherit',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
        }}
      >
        Valider mon panier
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Récapitulatif');
    validateBasket.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Valider mon panier' }));
    await expect(validateBasket).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true, shippingFees: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const Phone: Story = {
  args: { itemCount: 12, subtotal: 1249.4, discount: 124.94, shippingFees: 0, total: 1124.46 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement).at(-1)).toEqual(['Total TTC', '1 124,46 €']);
  },
};

export const English: Story = {
  args: {
    itemCount: 1,
    subtotal: 45,
    shippingFees: 3.99,
    discount: 5,
    privilegeCode: 'WELCOME10',
    total: 43.99,
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([
      ['Subtotal (1 item)', '£45'],
      ['Discount (code WELCOME10)', '-£5'],
      ['Delivery', '£3.99'],
      ['Total (incl. VAT)', '£43.99'],
    ]);
  },
};
