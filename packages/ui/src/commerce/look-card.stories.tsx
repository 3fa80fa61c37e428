import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { image } from '../fixtures/commerce.story-support.js';
import { LookCard } from './look-card.js';
import type { LookCardPiece } from './look-selection.js';

const SHIRT: LookCardPiece = {
  id: 'P-CHEMISE01',
  name: 'Chemise en lin',
  brand: 'Atelier Sauge',
  colour: 'Écru',
  productUrl: '/fr/P-CHEMISE01-chemise-en-lin',
  image: image('chemise-lin'),
  sizes: [
    { value: '100101', label: '36', stock: 4, price: 29.99 },
    { value: '100102', label: '38', stock: 12, price: 29.99 },
    { value: '100103', label: '40', stock: 0, price: 29.99 },
    { value: '100104', label: '42', stock: 2, price: 32.99 },
  ],
};

const SKIRT: LookCardPiece = {
  id: 'P-JUPE0002',
  name: 'Jupe plissée',
  brand: 'Atelier Sauge',
  colour: 'Écru',
  productUrl: '/fr/P-JUPE0002-jupe-plissee',
  image: image('jupe-plissee'),
  sizes: [
    { value: '100201', label: '36', stock: 8, price: 39.99, crossedOutPrice: 49.99 },
    { value: '100202', label: '38', stock: 1, price: 39.99, crossedOutPrice: 49.99 },
  ],
};

const SOLD_OUT_SHOES: LookCardPiece = {
  id: 'P-BASKET03',
  name: 'Baskets en cuir',
  brand: 'Semelle Vive',
  productUrl: '/fr/P-BASKET03-baskets-en-cuir',
  image: image('baskets-cuir'),
  sizes: [
    { value: '100301', label: '38', stock: 0, price: 59.99 },
    { value: '100302', label: '39', stock: 0, price: 59.99 },
  ],
};

const meta = {
  title: 'Commerce/LookCard',
  component: LookCard,
  args: {
    title: 'Chemise et jupe – Écru',
    pieces: [SHIRT, SKIRT],
    onAdd: fn(),
    onSizeChange: fn(),
  },
} satisfies Meta<typeof LookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Intl puts a (narrow) no-break space before the euro sign.
const plain = (element: Element | null) =>
  (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const look = canvas.getByRole('group', { name: 'Chemise et jupe – Écru' });
    await expect(within(look).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Chemise et jupe – Écru',
    );
    await expect(canvas.getByRole('group', { name: 'Chemise en lin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Jupe plissée' })).toHaveAttribute(
      'href',
      '/fr/P-JUPE0002-jupe-plissee',
    );
    // The shirt's sizes differ in price: its price and the look's start 'From'.
    await expect(plain(canvasElement)).toContain(
      'Total du look : À partir de Prix 69,98 €Prix initial 79,98 €',
    );

    // Added without sizes: each piece asks for one, and the focus goes to the first.
    const shirtSize = canvas.getByRole('combobox', { name: 'Taille de Chemise en lin' });
    const skirtSize = canvas.getByRole('combobox', { name: 'Taille de Jupe plissée' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter le look au panier' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(shirtSize).toHaveFocus();
    await expect(shirtSize).toHaveAttribute('aria-invalid', 'true');
    await expect(shirtSize).toHaveAccessibleDescription('Veuillez choisir une taille.');
    await expect(skirtSize).toHaveAccessibleDescription('Veuillez choisir une taille.');

    // A sold-out size cannot be chosen; a size chosen takes the message away.
    await expect(canvas.getByRole('option', { name: '40 – épuisé' })).toBeDisabled();
    await userEvent.selectOptions(shirtSize, '100104');
    await expect(args.onSizeChange).toHaveBeenCalledWith('P-CHEMISE01', '100104');
    await expect(shirtSize).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Plus que 2 en stock')).toBeVisible();
    await userEvent.selectOptions(skirtSize, '100201');
    await expect(plain(canvasElement)).toContain(
      'Total du look : Prix 72,98 €Prix initial 82,98 €',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter le look au panier' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      [
        { piece: SHIRT, size: SHIRT.sizes[3] },
        { piece: SKIRT, size: SKIRT.sizes[0] },
      ],
      'look',
    );
  },
};

export const ChosenPieces: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const addChosen = canvas.getByRole('button', { name: 'Ajouter les pièces choisies' });
    await expect(addChosen).toHaveAttribute('aria-disabled', 'true');
    await expect(addChosen).toHaveAccessibleDescription(
      'Cochez les pièces de votre choix pour ne prendre qu’elles.',
    );
    await userEvent.click(addChosen);
    await expect(args.onAdd).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choisir Jupe plissée' }));
    await expect(plain(canvasElement)).toContain('Votre sélection (1 pièce) : Prix 39,99 €');
    const addOne = canvas.getByRole('button', { name: 'Ajouter la pièce choisie' });
    await userEvent.click(addOne);
    // Only the chosen piece needs a size.
    const skirtSize = canvas.getByRole('combobox', { name: 'Taille de Jupe plissée' });
    await expect(skirtSize).toHaveFocus();
    await expect(
      canvas.getByRole('combobox', { name: 'Taille de Chemise en lin' }),
    ).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(skirtSize, '100202');
    await userEvent.click(addOne);
    await expect(args.onAdd).toHaveBeenCalledWith(
      [{ piece: SKIRT, size: SKIRT.sizes[1] }],
      'selection',
    );

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choisir Chemise en lin' }));
    await expect(
      canvas.getByRole('button', { name: 'Ajouter les 2 pièces choisies' }),
    ).toBeVisible();
    await expect(plain(canvasElement)).toContain('Votre sélection (2 pièces) : À partir de');
  },
};

export const WithASoldOutPiece: Story = {
  args: { title: 'Tenue de ville – Écru', pieces: [SHIRT, SKIRT, SOLD_OUT_SHOES] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shoes = canvas.getByRole('group', { name: 'Baskets en cuir' });
    await expect(within(shoes).getByRole('combobox')).toBeDisabled();
    await expect(within(shoes).getByRole('checkbox')).toBeDisabled();
    await expect(within(shoes).getByText('Épuisé')).toBeVisible();
    const addLook = canvas.getByRole('button', { name: 'Ajouter le look au panier' });
    await expect(addLook).toHaveAttribute('aria-disabled', 'true');
    await expect(addLook).toHaveAccessibleDescription(
      'Une pièce de ce look est épuisée : cochez les pièces disponibles pour les ajouter.',
    );
    await userEvent.click(addLook);
    await expect(args.onAdd).not.toHaveBeenCalled();
    // The look's total still says what the whole look costs.
    await expect(plain(canvasElement)).toContain('Total du look : À partir de Prix 129,97 €');
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Chemise et jupe – Écru' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const busy = canvas.getByRole('button', { name: 'Ajout en cours…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const PieceRefused: Story = {
  args: { pieceErrors: { 'P-JUPE0002': 'Plus que 1 en stock dans cette taille.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skirtSize = canvas.getByRole('combobox', { name: 'Taille de Jupe plissée' });
    await expect(skirtSize).toHaveAttribute('aria-invalid', 'true');
    await expect(skirtSize).toHaveAccessibleDescription('Plus que 1 en stock dans cette taille.');
  },
};

export const English: Story = {
  args: {
    title: 'Shirt and skirt – Ecru',
    pieces: [
      { ...SHIRT, name: 'Linen shirt', colour: 'Ecru', sizes: SHIRT.sizes.slice(0, 2) },
      { ...SKIRT, name: 'Pleated skirt', colour: 'Ecru' },
    ],
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Colour: Ecru')).toHaveLength(2);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Size of Linen shirt' }),
      '100101',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Size of Pleated skirt' }),
      '100201',
    );
    await expect(plain(canvasElement)).toContain('Look total: Price £69.98');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Linen shirt' }));
    await expect(canvas.getByRole('button', { name: 'Add the chosen piece' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add the look to basket' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('listitem');
    // Stacked: the second piece starts below the first.
    await expect(second?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first?.getBoundingClientRect().bottom ?? 0,
    );
    for (const control of [...canvas.getAllByRole('combobox'), ...canvas.getAllByRole('button')]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
