import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BRA_SIZES, DRESS_SIZES, HOME_SIZES } from '../fixtures/commerce.story-support.js';
import { SizeSelector } from './size-selector.js';
import type { SizeSelectorProps } from './size-selector.js';

function Stateful(args: SizeSelectorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SizeSelector
      {...args}
      value={value}
      onSelect={(size) => {
        args.onSelect(size);
        setValue(size);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/SizeSelector',
  component: SizeSelector,
  args: {
    sizes: DRESS_SIZES,
    onSelect: fn(),
    sizeGuide: <a href="#guide-des-tailles">Guide des tailles</a>,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SizeSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Taille' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('radio', { name: '36' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('36');
    await expect(canvas.getByRole('radio', { name: '36' })).toBeChecked();
    await expect(canvas.getByText('Taille : 36')).toBeVisible();
    // Arrow keys move to the next size still available and select it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('38');
    await expect(canvas.getByRole('radio', { name: '38' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Plus que 3 articles disponibles dans cette taille',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('42');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('38');
    await expect(canvas.getByRole('link', { name: 'Guide des tailles' })).toBeVisible();
  },
};

export const SoldOutSizes: Story = {
  args: { value: '44' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const soldOut = canvas.getByRole('radio', { name: '40 épuisé' });
    await expect(soldOut).toBeDisabled();
    await userEvent.click(canvas.getByText('40'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '44' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Plus qu’un article disponible dans cette taille',
    );
  },
};

export const Required: Story = {
  args: { showRequiredError: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Veuillez choisir une taille.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '38' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const ManySizesOnPhone: Story = {
  args: { sizes: BRA_SIZES, value: '85C' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('radio', { name: '85C' }));
    await userEvent.keyboard('{ArrowRight}');
    // 90B is sold out: the arrow goes on to 90C.
    await expect(args.onSelect).toHaveBeenLastCalledWith('90C');
    await expect(canvas.getByRole('radio', { name: '90B épuisé' })).toBeDisabled();
  },
};

export const LongLabels: Story = {
  args: { sizes: HOME_SIZES, sizeGuide: undefined },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', {
        name: '65 × 65 cm (carré oreiller grand format)',
      }),
    ).toBeEnabled();
  },
};

export const English: Story = {
  args: { value: '38', sizeGuide: <a href="#size-guide">Size guide</a> },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '40 sold out' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 3 left in this size');
  },
};
