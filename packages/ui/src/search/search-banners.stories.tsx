import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchBanners } from '../fixtures/search.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { storyNavigate, withStoryLinks } from '../fixtures/story-link.story-support.js';
import { SearchBanners } from './search-banners.js';

const meta = {
  title: 'Search/SearchBanners',
  component: SearchBanners,
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 420 }}>
        <Story />
      </div>
    ),
    withStoryLinks,
  ],
  beforeEach: () => {
    storyNavigate.mockClear();
  },
  args: { banners: searchBanners, onFollow: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SearchBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Tendances du moment' });
    const links = within(region).getAllByRole('link');
    await expect(links).toHaveLength(3);
    const image = within(present(links[2])).getByRole('img');
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '400');
    await expect(links[2]).toHaveAccessibleName('Grandes tailles : les nouveautés du 44 au 60');
    await userEvent.click(present(links[0]));
    await expect(args.onFollow).toHaveBeenCalledWith(searchBanners[0]);
    await expect(storyNavigate).toHaveBeenCalledWith('/fr/soldes');
  },
};

export const EnglishStore: Story = {
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Trending now');
  },
};

export const NoBanner: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
