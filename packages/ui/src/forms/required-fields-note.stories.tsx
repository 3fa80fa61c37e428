import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequiredFieldsNote } from './required-fields-note.js';

const meta = {
  title: 'Forms/RequiredFieldsNote',
  component: RequiredFieldsNote,
} satisfies Meta<typeof RequiredFieldsNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Les champs marqués d’un astérisque (*) sont obligatoires.'),
    ).toBeVisible();
  },
};

export const EnglishStore: Story = {
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Fields marked with an asterisk (*) are required.',
    );
  },
};
