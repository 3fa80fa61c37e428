import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper.js';
import type { QuantityStepperProps } from './quantity-stepper.js';

/** The stepper is controlled: stories keep the quantity in state, as the basket does. */
function Stateful(args: QuantityStepperProps) {
  const [value, setValue] = useState(args.value);
  return (
    <QuantityStepper
      {...args}
      value={value}
      onChange={(quantity) => {
        args.onChange(quantity);
        setValue(quantity);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, stock: 3, productName: 'Robe portefeuille', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', {
      name: 'Augmenter la quantité de Robe portefeuille',
    });
    const minus = canvas.getByRole('button', {
      name: 'Diminuer la quantité de Robe portefeuille',
    });
    const field = canvas.getByRole('spinbutton', { name: 'Quantité de Robe portefeuille' });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(field).toHaveValue('2');
    await expect(field).toHaveAttribute('aria-valuenow', '2');
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    // At the stock (3), + is disabled but keeps the focus.
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveFocus();
    await expect(plus).toHaveAccessibleDescription('Quantité maximale disponible atteinte');
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Quantité : 2');
  },
};

export const Keyboard: Story = {
  args: { value: 2, stock: 8 },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('spinbutton');
    await expect(field).toHaveAttribute('aria-valuemin', '1');
    await expect(field).toHaveAttribute('aria-valuemax', '8');
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // Typed quantities apply on Enter, clamped to the stock.
    await userEvent.clear(field);
    await userEvent.type(field, '25{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(field).toHaveValue('8');
    // Letters are ignored; leaving an empty field restores the quantity without a call.
    const calls = args.onChange.mock.calls.length;
    await userEvent.clear(field);
    await userEvent.type(field, 'ab');
    await userEvent.tab();
    await expect(field).toHaveValue('8');
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

export const AtStock: Story = {
  args: { value: 3, stock: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: /^Augmenter/ });
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /^Diminuer/ })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};

export const WithLabel: Story = {
  args: { showLabel: true, productName: undefined, stock: undefined, max: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quantité')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité' })).toHaveAttribute(
      'aria-valuemax',
      '10',
    );
    await expect(canvas.getByRole('button', { name: 'Augmenter la quantité' })).toBeEnabled();
  },
};

export const Small: Story = { args: { size: 'sm', value: 2 } };

export const LongFrenchName: Story = {
  args: {
    productName:
      'Manteau long en laine mélangée à col tailleur et ceinture amovible, doublure satinée',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Diminuer la quantité de Manteau long en laine mélangée à col tailleur et ceinture amovible, doublure satinée',
      }),
    ).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { productName: 'Wrap dress', showLabel: true },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase the quantity of Wrap dress' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Wrap dress' })).toHaveValue(
      '2',
    );
  },
};
