import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALSO_DISCOVER, SHOPPING_IDEAS } from '../fixtures/products.story-support.js';
import { NotFoundLayout } from './not-found-layout.js';

const BANNER = {
  title: 'Oups, cette page n’existe plus',
  text: 'Le lien est peut-être ancien ou l’article n’est plus en vente. Laissez-vous inspirer par nos sélections du moment.',
  image: {
    src: '/images/banner-grandes-tailles.svg',
    alt: 'Grandes tailles : la nouvelle collection',
    width: 600,
    height: 400,
  },
};

const meta = {
  title: 'Structure/NotFoundLayout',
  component: NotFoundLayout,
  args: {
    banner: BANNER,
    shoppingIdeas: SHOPPING_IDEAS,
    alsoDiscover: ALSO_DISCOVER,
    homeHref: '/fr/',
  },
} satisfies Meta<typeof NotFoundLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards of a carousel shown in its first page. */
function visibleCards(region: HTMLElement) {
  const track = within(region).getByRole('group', { name: /^(Diapositives|Slides)$/ });
  const box = track.getBoundingClientRect();
  return [...track.querySelectorAll('article')].filter(
    (card) => card.getBoundingClientRect().right <= box.right + 1,
  ).length;
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oups, cette page n’existe plus' }),
    ).toBeVisible();
    await expect(canvas.getByText('Erreur 404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
      'href',
      '/fr/',
    );
    await expect(canvas.getByRole('img', { name: /Grandes tailles/ })).toHaveAttribute(
      'width',
      '600',
    );
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Idée shopping',
      'À découvrir aussi',
    ]);
    await expect(visibleCards(canvas.getByRole('region', { name: 'Idée shopping' }))).toBe(6);
    await expect(canvas.getByRole('region', { name: 'À découvrir aussi' })).toBeVisible();
  },
};

/** Each carousel's arrows report its stable name and the direction (other clicks). */
export const CarouselArrows: Story = {
  args: { onCarouselArrow: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = (name: string) =>
      within(canvas.getByRole('region', { name })).getByRole('button', { name: 'Suivant' });
    await userEvent.click(next('Idée shopping'));
    await userEvent.click(next('À découvrir aussi'));
    await expect(args.onCarouselArrow).toHaveBeenNthCalledWith(1, 'shopping_ideas', 'next');
    await expect(args.onCarouselArrow).toHaveBeenNthCalledWith(2, 'also_discover', 'next');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two cards a page on phones (spec §9).
    await expect(visibleCards(canvas.getByRole('region', { name: 'Idée shopping' }))).toBe(2);
    await expect(visibleCards(canvas.getByRole('region', { name: 'À découvrir aussi' }))).toBe(2);
    await expect(canvasElement).toHaveTextContent('Page 1 sur 4');
  },
};

export const Loading: Story = {
  args: { loading: true, shoppingIdeas: [], alsoDiscover: [] },
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getAllByTestId('product-skeleton').length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  },
};

export const EmptyCarousels: Story = {
  args: { shoppingIdeas: [], alsoDiscover: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await expect(canvas.queryByRole('region', { name: 'Idée shopping' })).toBeNull();
  },
};

export const OneCarouselEmpty: Story = {
  args: { alsoDiscover: [] },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Idée shopping']);
  },
};

export const Gone: Story = {
  args: {
    statusCode: 410,
    banner: { title: 'Cet article a quitté nos rayons' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erreur 410')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Grandes tailles/ })).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: {
    banner: {
      ...BANNER,
      title:
        'Nous n’avons malheureusement pas trouvé la page que vous recherchiez sur notre boutique en ligne',
      text: 'Il se peut que l’adresse saisie comporte une erreur, que la page ait été déplacée lors du renouvellement de nos collections ou que l’article ne soit plus disponible. Nos conseillers restent à votre écoute et nos nouveautés vous attendent juste en dessous.',
    },
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

export const English: Story = {
  args: {
    homeHref: '/',
    banner: {
      ...BANNER,
      title: 'Sorry, this page no longer exists',
      text: 'The link may be out of date or the item is no longer on sale. Find some inspiration in our current selections.',
      image: { ...BANNER.image, alt: 'Plus sizes: the new collection' },
    },
  },
  globals: { locale: 'en-GB', viewport: { value: 'large', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('heading', { name: 'Shopping idea' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Also discover' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('£59.99');
  },
};
