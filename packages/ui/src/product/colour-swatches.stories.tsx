import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MANY_COLOURS, WRAP_DRESS_COLOURS } from '../fixtures/products.story-support.js';
import { ColourSwatches } from './colour-swatches.js';
import type { ColourSwatch, ColourSwatchesProps } from './colour-swatches.js';

const meta = {
  title: 'Product/ColourSwatches',
  component: ColourSwatches,
  args: { colours: WRAP_DRESS_COLOURS },
} satisfies Meta<typeof ColourSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Coloris' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Rouge carmin',
      'Bleu marine',
      'Noir',
      'Écru',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await expect(links[1]).not.toHaveAttribute('aria-current');
    await expect(links[2]).toHaveAttribute('href', '/fr/P-RW4410N03-robe-portefeuille');
    await expect(links[3]).toHaveAccessibleDescription('indisponible');
  },
};

export const MoreThanMax: Story = {
  args: { colours: MANY_COLOURS, max: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByText('+4')).toBeVisible();
    await expect(canvas.getByText('4 autres coloris')).toBeInTheDocument();
  },
};

export const OneMoreColour: Story = {
  args: { colours: MANY_COLOURS.slice(0, 6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 autre coloris')).toBeInTheDocument();
  },
};

export const WithoutLinks: Story = {
  args: { colours: WRAP_DRESS_COLOURS.map((colour) => ({ ...colour, href: undefined })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('img', { name: 'Bleu marine' })).toBeVisible();
  },
};

/** Selection keeps its state here, as the product page would. */
function SelectableSwatches(args: ColourSwatchesProps) {
  const [colours, setColours] = useState<readonly ColourSwatch[]>(args.colours);
  return (
    <ColourSwatches
      {...args}
      colours={colours}
      onSelect={(colour, index) => {
        args.onSelect?.(colour, index);
        setColours((current) =>
          current.map((item) => ({ ...item, selected: item.name === colour.name })),
        );
      }}
    />
  );
}

export const Selection: Story = {
  args: { onSelect: fn(), size: 'md' },
  render: (args) => <SelectableSwatches {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Coloris' });
    const red = within(group).getByRole('radio', { name: 'Rouge carmin' });
    const navy = within(group).getByRole('radio', { name: 'Bleu marine' });
    const black = within(group).getByRole('radio', { name: 'Noir' });
    await expect(red).toHaveAttribute('aria-checked', 'true');
    // One tab stop: the checked radio.
    await userEvent.tab();
    await expect(red).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(navy).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Bleu marine' }),
      1,
    );
    await expect(navy).toHaveAttribute('aria-checked', 'true');
    await expect(red).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(black).toHaveFocus();
    // 'Écru' is unavailable: the arrow skips it and wraps to the first colour.
    await userEvent.keyboard('{ArrowRight}');
    await expect(red).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Rouge carmin' }),
      0,
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(black).toHaveFocus();
    await expect(args.onSelect).toHaveBeenCalledTimes(4);
    // Clicking the unavailable colour selects nothing.
    const ecru = within(group).getByRole('radio', { name: 'Écru' });
    await expect(ecru).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(ecru);
    await expect(args.onSelect).toHaveBeenCalledTimes(4);
    await expect(black).toHaveAttribute('aria-checked', 'true');
    await expect(black).toHaveAttribute('tabindex', '0');
    await expect(red).toHaveAttribute('tabindex', '-1');
  },
};

export const SelectionWithMore: Story = {
  args: { colours: MANY_COLOURS, max: 5, onSelect: fn(), size: 'md' },
  render: (args) => <SelectableSwatches {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    const more = canvas.getByRole('button', { name: '3 autres coloris' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: /autres coloris/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Rose poudré' }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Rose poudré' }),
      7,
    );
  },
};

export const English: Story = {
  args: { colours: MANY_COLOURS, max: 6 },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Colours' })).toBeVisible();
    await expect(canvas.getByText('2 more colours')).toBeInTheDocument();
  },
};
