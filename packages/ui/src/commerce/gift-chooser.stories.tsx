import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GIFTS } from '../fixtures/commerce.story-support.js';
import { GiftChooser } from './gift-chooser.js';
import type { GiftChooserProps } from './gift-chooser.js';

function Stateful(args: GiftChooserProps) {
  const [gifts, setGifts] = useState(args.gifts);
  return (
    <GiftChooser
      {...args}
      gifts={gifts}
      onChange={(ids) => {
        args.onChange(ids);
        setGifts(gifts.map((gift) => ({ ...gift, selected: ids.includes(gift.id) })));
      }}
    />
  );
}

const meta = {
  title: 'Commerce/GiftChooser',
  component: GiftChooser,
  args: { gifts: GIFTS, onChange: fn(), offerLabel: 'Dès 80 € d’achat, un cadeau au choix' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof GiftChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneGift: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Choisissez votre cadeau' })).toBeVisible();
    const tote = canvas.getByRole('radio', { name: 'Sac cabas en coton Offert' });
    await expect(tote).toHaveAccessibleDescription(/^D’une valeur de 19,99\s€$/);
    await userEvent.click(tote);
    await expect(args.onChange).toHaveBeenLastCalledWith(['gift-tote']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gift-cushion']);
    await expect(canvas.getByRole('radio', { name: /^Housse de coussin/ })).toBeChecked();
    for (const picture of canvasElement.querySelectorAll('img')) {
      await expect(picture).toHaveAttribute('width', '80');
      await expect(picture).toHaveAttribute('height', '100');
    }
  },
};

export const UpToTwo: Story = {
  args: { maxSelectable: 2, offerLabel: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Choisissez jusqu’à 2 cadeaux' });
    await expect(group).toHaveAccessibleDescription('Cadeaux choisis : 0 sur 2');
    const [tote, cushion, lamp] = canvas.getAllByRole('checkbox') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(tote);
    await expect(args.onChange).toHaveBeenLastCalledWith(['gift-tote']);
    await userEvent.click(lamp);
    await expect(args.onChange).toHaveBeenLastCalledWith(['gift-tote', 'gift-lamp']);
    // At the limit the other gift cannot be taken until one is given back.
    await expect(cushion).toBeDisabled();
    await expect(group).toHaveAccessibleDescription(
      'Cadeaux choisis : 2 sur 2 Vous avez choisi le nombre maximum de cadeaux.',
    );
    await userEvent.click(tote);
    await expect(args.onChange).toHaveBeenLastCalledWith(['gift-lamp']);
    await expect(cushion).toBeEnabled();
  },
};

export const Preselected: Story = {
  args: { gifts: GIFTS.map((gift, index) => ({ ...gift, selected: index === 2 })) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: /^Lampe à poser/ }),
    ).toBeChecked();
  },
};

export const Empty: Story = {
  args: { gifts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('fieldset')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Lampe à poser'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongFrenchTextOnPhone: Story = {
  args: {
    gifts: [
      {
        id: 'gift-set',
        label:
          'Coffret découverte de trois bougies parfumées en verre recyclé – figue, ambre et fleur d’oranger',
        image: '/images/lampe-a-poser-back.svg',
        value: 39.9,
        selected: true,
      },
      ...GIFTS.slice(0, 2),
    ],
    offerLabel:
      'Pour toute commande de plus de 120 € passée avant dimanche minuit, choisissez le cadeau de votre choix parmi notre sélection maison.',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: /^Coffret découverte/ }),
    ).toBeChecked();
  },
};

export const Desktop: Story = {
  args: { maxSelectable: 3 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(3);
  },
};

export const English: Story = {
  args: {
    gifts: GIFTS.map((gift, index) => ({
      ...gift,
      label: ['Cotton tote bag', 'Velvet cushion cover', 'Table lamp'][index] ?? gift.label,
    })),
    offerLabel: 'Spend £80 and choose a free gift',
    maxSelectable: 2,
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bag = canvas.getByRole('checkbox', { name: 'Cotton tote bag Free' });
    await expect(bag).toHaveAccessibleDescription('Worth £19.99');
    await userEvent.click(bag);
    await expect(args.onChange).toHaveBeenCalledWith(['gift-tote']);
    await expect(canvas.getByText(/Gifts chosen: 1 of 2/)).toBeVisible();
  },
};
