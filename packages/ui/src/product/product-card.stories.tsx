import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ALL_STICKERS_PRODUCT,
  CREW_NECK_JUMPER,
  CUSHION_COVERS,
  LONG_COAT,
  LONG_LABEL_PRODUCT,
  PRODUCTS,
  STICKERS,
  WRAP_DRESS,
} from '../fixtures/products.story-support.js';
import { ProductCard } from './product-card.js';

/** Stops the story frame from following the card's link when a test clicks it. */
const stayOnPage = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
};

const findBackImage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('article img[alt=""]');

function backImage(canvasElement: HTMLElement): HTMLImageElement {
  const image = findBackImage(canvasElement);
  if (!(image instanceof HTMLImageElement)) throw new Error('No back image');
  return image;
}

const meta = {
  title: 'Product/ProductCard',
  component: ProductCard,
  args: { ...WRAP_DRESS, onClick: fn(stayOnPage) },
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div style={{ width: 240 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Atelier Vitrine Robe portefeuille en crêpe' });
    await expect(link).toHaveAttribute('href', '/fr/P-RW4410R01-robe-portefeuille');
    await expect(
      canvas.getByRole('img', { name: /Robe portefeuille rouge carmin/ }),
    ).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement).toHaveTextContent('59,99 €');
    await expect(canvas.getByText('Nouveauté')).toBeVisible();
    // The swatches are separate links, named by their colour.
    const colours = canvas.getByRole('list', { name: 'Coloris' });
    await expect(within(colours).getByRole('link', { name: 'Rouge carmin' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(colours).getByRole('link', { name: 'Bleu marine' })).toHaveAttribute(
      'href',
      '/fr/P-RW4410M02-robe-portefeuille',
    );
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const HoverShowsBack: Story = {
  name: 'Hover shows the back picture',
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    await expect(card).toHaveAttribute('data-face', 'front');
    // Not fetched until wanted: a touch screen never shows it.
    await expect(findBackImage(canvasElement)).toBeNull();
    await userEvent.hover(card);
    await expect(card).toHaveAttribute('data-face', 'back');
    const back = backImage(canvasElement);
    await expect(back).toHaveAttribute('src', WRAP_DRESS.images.back);
    await waitFor(() => expect(getComputedStyle(back).opacity).toBe('1'));
    await userEvent.unhover(card);
    await expect(card).toHaveAttribute('data-face', 'front');
    await waitFor(() => expect(getComputedStyle(back).opacity).toBe('0'));
    // Kept once fetched, for the next hover.
    await expect(findBackImage(canvasElement)).toBe(back);
  },
};

export const TouchKeepsFront: Story = {
  name: 'A touch never fetches the back picture',
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    // What a finger's tap starts with (React's onPointerEnter listens to pointerover).
    card.dispatchEvent(
      new PointerEvent('pointerover', { pointerType: 'touch', bubbles: true, isPrimary: true }),
    );
    await expect(card).toHaveAttribute('data-face', 'front');
    await expect(findBackImage(canvasElement)).toBeNull();
    // The same event from a mouse does show it, so the check above can fail.
    card.dispatchEvent(
      new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true, isPrimary: true }),
    );
    await waitFor(() => expect(card).toHaveAttribute('data-face', 'back'));
    await expect(findBackImage(canvasElement)).not.toBeNull();
  },
};

export const FocusShowsBack: Story = {
  name: 'Keyboard focus shows the back picture',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Robe portefeuille/ })).toHaveFocus();
    await expect(card).toHaveAttribute('data-face', 'back');
    const back = backImage(canvasElement);
    await waitFor(() => expect(getComputedStyle(back).opacity).toBe('1'));
    // Moving on to the swatches brings the front picture back.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rouge carmin' })).toHaveFocus();
    await expect(card).toHaveAttribute('data-face', 'front');
  },
};

export const Discounted: Story = {
  args: { ...LONG_COAT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('199 €', { exact: false }).closest('s')).not.toBeNull();
    await expect(canvasElement).toHaveTextContent('139 €');
    await expect(canvasElement).toHaveTextContent('-30 %');
    await expect(canvas.getByText('Soldes')).toBeVisible();
  },
};

export const FromPrice: Story = {
  args: { ...CREW_NECK_JUMPER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('À partir de 35,99 €');
    // Eight colours: five swatches and '+3'.
    await expect(within(canvas.getByRole('list')).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByText('+3')).toBeVisible();
    await expect(canvas.getByText('3 autres coloris')).toBeInTheDocument();
  },
};

export const PackOfThree: Story = {
  args: { ...CUSHION_COVERS, packQuantity: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lot de 3')).toBeVisible();
  },
};

export const AllStickers: Story = {
  args: { ...ALL_STICKERS_PRODUCT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'Soldes',
      'Exclusivité web',
      'Matière responsable',
      'Black Friday : -20 % supplémentaires',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    const sale = canvas.getByText('Soldes');
    await expect(getComputedStyle(sale).backgroundColor).toBe('rgb(179, 18, 46)');
    await expect(getComputedStyle(sale).color).toBe('rgb(255, 255, 255)');
  },
};

export const ImageStickers: Story = {
  args: {
    ...WRAP_DRESS,
    stickers: { main: STICKERS.madeInFrance, sub1: STICKERS.labelledImage },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Fabriqué en France' })).toHaveAttribute(
      'height',
      '28',
    );
    // The image-only sticker has no text to give: it is decorative.
    const stickers = canvasElement.querySelectorAll('img[src^="data:image/svg+xml"]');
    await expect(stickers).toHaveLength(2);
  },
};

export const NoBackImage: Story = {
  args: { ...WRAP_DRESS, images: { ...WRAP_DRESS.images, back: undefined } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    await expect(card.querySelectorAll('img')).toHaveLength(1);
    await userEvent.hover(card);
    await expect(card).toHaveAttribute('data-face', 'front');
  },
};

export const LongFrenchLabel: Story = {
  args: { ...LONG_LABEL_PRODUCT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Jupe plissée midi en satin recyclé/ });
    const label = link.lastElementChild;
    if (!(label instanceof HTMLElement)) throw new Error('No label');
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    // Clamped to two lines: two lines tall, the rest cut off.
    await expect(label.clientHeight).toBeLessThanOrEqual(Math.ceil(2 * lineHeight) + 1);
    await expect(label.scrollHeight).toBeGreaterThan(label.clientHeight);
  },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { fullWidth: true },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: '240px 240px', gap: 16 }}>
        <Story />
        <ProductCard {...WRAP_DRESS} />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargement…')).toBeInTheDocument();
    const skeleton = canvas.getByTestId('product-skeleton');
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('No card');
    // The skeleton takes the box of the card it stands for.
    const skeletonBox = skeleton.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    await expect(Math.abs(skeletonBox.height - cardBox.height)).toBeLessThanOrEqual(1);
    const media = skeleton.firstElementChild?.nextElementSibling;
    if (!(media instanceof HTMLElement)) throw new Error('No picture box');
    const box = media.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(0.8, 2);
  },
};

export const Pounds: Story = {
  args: { ...CUSHION_COVERS, packQuantity: 3, crossedOutPrice: 34.99 },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('£24.99');
    await expect(canvasElement).toHaveTextContent('£34.99');
    await expect(canvasElement).toHaveTextContent('-29%');
    await expect(canvasElement).toHaveTextContent('Pack of 3');
  },
};

function Grid({ columns }: { columns: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: columns, gap: '24px 10px' }}>
      {PRODUCTS.map((product, index) => (
        <ProductCard key={product.href} {...product} priority={index < 4} />
      ))}
    </div>
  );
}

async function expectColumns(canvasElement: HTMLElement, columns: number) {
  const cards = [...canvasElement.querySelectorAll('article')];
  await expect(cards).toHaveLength(12);
  const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
  await expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
}

export const PhoneGrid: Story = {
  parameters: { fullWidth: true },
  render: () => <Grid columns="repeat(2, minmax(0, 1fr))" />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, 2);
    await expect(
      within(canvasElement).getAllByRole('link', { name: /Robe portefeuille/ }),
    ).toHaveLength(2);
  },
};

export const DesktopGrid: Story = {
  parameters: { fullWidth: true },
  render: () => <Grid columns="repeat(4, minmax(0, 1fr))" />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectColumns(canvasElement, 4);
    // The first row loads at once, the rest lazily.
    const fronts = within(canvasElement).getAllByRole('img', { name: /vue de/ });
    await expect(fronts[0]).toHaveAttribute('loading', 'eager');
    await expect(fronts[4]).toHaveAttribute('loading', 'lazy');
  },
};
