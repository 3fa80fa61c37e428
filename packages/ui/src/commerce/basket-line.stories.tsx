import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { image } from '../fixtures/commerce.story-support.js';
import { BasketLine } from './basket-line.js';
import type { BasketLineProps } from './basket-line.js';

function Stateful(args: BasketLineProps) {
  const [quantity, setQuantity] = useState(args.quantity);
  return (
    <BasketLine
      {...args}
      quantity={quantity}
      onQuantityChange={(next) => {
        args.onQuantityChange(next);
        setQuantity(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/BasketLine',
  component: BasketLine,
  args: {
    name: 'Robe portefeuille imprimée',
    brand: 'Atelier Vitrine',
    productUrl: '/fr/P-RB2024001-robe-portefeuille',
    image: image('robe-portefeuille'),
    color: 'Terracotta',
    size: '38',
    price: 34.99,
    crossedOutPrice: 49.99,
    quantity: 1,
    stock: 12,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BasketLine>;

export default meta;
type Story = StoryObj<typeof meta>;

// Intl puts a (narrow) no-break space before the euro sign.
const plain = (element: Element | null) =>
  (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Robe portefeuille imprimée' });
    await expect(link).toHaveAttribute('href', '/fr/P-RB2024001-robe-portefeuille');
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('width', '96');
    await expect(picture).toHaveAttribute('height', '120');
    await expect(canvas.getByText('Couleur : Terracotta')).toBeVisible();
    await expect(canvas.getByText('Taille : 38')).toBeVisible();
    // Unit and line prices, each with the price before reduction crossed out.
    await expect(canvasElement.querySelectorAll('s')).toHaveLength(2);
    await expect(plain(canvasElement)).toContain(
      'Prix unitaire 34,99 €Prix initial 49,99 €Remise -30 %',
    );

    await userEvent.click(
      canvas.getByRole('button', { name: 'Augmenter la quantité de Robe portefeuille imprimée' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    await expect(plain(canvasElement)).toContain('Total 69,98 €Prix initial 99,98 €');

    await userEvent.click(
      canvas.getByRole('button', { name: 'Supprimer Robe portefeuille imprimée du panier' }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const LowStock: Story = {
  args: { quantity: 3, stock: 3, crossedOutPrice: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Plus que 3 en stock')).toBeVisible();
    const plus = canvas.getByRole('button', { name: /^Augmenter/ });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { stock: 0, availableOn: '2025-04-02' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Disponible à partir du 2 avril')).toBeVisible();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Supprimer/ }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const WarehouseDelivery: Story = {
  args: {
    name: 'Lampe à poser en céramique',
    brand: 'Vitrine Maison',
    image: image('lampe-a-poser'),
    color: 'Sable',
    size: undefined,
    price: 129,
    crossedOutPrice: undefined,
    warehouseLabel: 'ldf-standard',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Livraison standard depuis notre entrepôt'),
    ).toBeVisible();
  },
};

export const ComfortDelivery: Story = {
  args: {
    name: 'Coussin velours',
    image: image('coussin-velours'),
    size: '45 × 45 cm',
    price: 24.99,
    crossedOutPrice: undefined,
    warehouseLabel: 'ldf-confort-premium',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Livraison Confort ou Premium depuis notre entrepôt'),
    ).toBeVisible();
  },
};

export const Updating: Story = {
  args: { updating: true, quantity: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByText('Mise à jour de l’article…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: /^Supprimer/ })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Cet article n’a pas pu être mis à jour. Veuillez réessayer.',
    );
  },
};

export const ServerError: Story = {
  args: { error: 'La quantité demandée dépasse le stock disponible pour cette taille.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'La quantité demandée dépasse le stock disponible pour cette taille.',
    );
  },
};

export const LongFrenchTextOnPhone: Story = {
  args: {
    name: 'Manteau long en laine mélangée à col tailleur et ceinture amovible, doublure satinée',
    brand: 'Les Ateliers de la Maison Vitrine – Collection Automne',
    image: image('manteau-long'),
    color: 'Bleu marine chiné à reflets gris anthracite',
    size: '46/48 (grande taille)',
    price: 159.99,
    crossedOutPrice: 229.99,
    quantity: 2,
    stock: 4,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Plus que 4 en stock')).toBeVisible();
    const remove = canvas.getByRole('button', { name: /^Supprimer Manteau long/ });
    const box = remove.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Desktop: Story = {
  args: { quantity: 2 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Supprimer')).toBeVisible();
  },
};

export const English: Story = {
  args: {
    name: 'Linen shirt',
    brand: 'Vitrine',
    image: image('chemise-lin'),
    color: 'White',
    size: 'M',
    price: 29.5,
    crossedOutPrice: 39,
    quantity: 2,
    stock: 2,
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Colour: White')).toBeVisible();
    await expect(canvas.getByText('Only 2 left in stock')).toBeVisible();
    await expect(plain(canvasElement)).toContain('£59');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decrease the quantity of Linen shirt' }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1);
    await expect(
      canvas.getByRole('button', { name: 'Remove Linen shirt from your basket' }),
    ).toBeEnabled();
  },
};
