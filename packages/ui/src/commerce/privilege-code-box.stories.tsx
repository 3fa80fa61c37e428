import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivilegeCodeBox } from './privilege-code-box.js';

const meta = {
  title: 'Commerce/PrivilegeCodeBox',
  component: PrivilegeCodeBox,
  args: { onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof PrivilegeCodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Code privilège' });
    await expect(field).toHaveAttribute('maxlength', '20');
    await expect(field).toHaveAccessibleDescription('Jusqu’à 20 lettres ou chiffres');
    await userEvent.type(field, 'bienvenue');
    await expect(field).toHaveValue('BIENVENUE');
    // Letters typed in the middle stay where they are typed.
    await userEvent.type(field, 'x', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    await expect(field).toHaveValue('BIEXNVENUE');
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveValue('BIENVENUE');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith('BIENVENUE');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const InvalidCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Code privilège' });
    await userEvent.type(field, 'AB-12{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(
      'Jusqu’à 20 lettres ou chiffres Ce code privilège n’est pas valide.',
    );
    await expect(canvas.getByText('Ce code privilège n’est pas valide.')).toBeVisible();
    // Typing again clears the error; a valid code goes through with Enter.
    await userEvent.clear(field);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, 'ab12{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('AB12');
  },
};

export const EmptyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByText('Ce champ est obligatoire.')).toBeVisible();
  },
};

export const Applied: Story = {
  args: { appliedCode: 'BIENVENUE', notice: 'applied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Code BIENVENUE appliqué')).toBeVisible();
    await expect(canvas.getByText('Votre code privilège a bien été appliqué.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer le code BIENVENUE' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const DefaultCodeApplied: Story = {
  args: {
    appliedCode: 'SOLDES24',
    defaultCode: 'SOLDES24',
    notice: 'default-applied',
    messages: ['Le code ETE2023 a expiré le 31 août 2023.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Le code privilège SOLDES24 en vigueur a été appliqué à votre panier.'),
    ).toBeVisible();
    await expect(canvas.getByText('Le code ETE2023 a expiré le 31 août 2023.')).toBeVisible();
  },
};

export const RefusedByServer: Story = {
  args: { notice: 'invalid' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Ce code privilège n’est pas valide\.$/);
  },
};

export const Busy: Story = {
  args: { busy: true, appliedCode: 'BIENVENUE' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vérification du code…')).toBeVisible();
    const apply = canvas.getByRole('button', { name: 'Appliquer' });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('textbox'), 'NOEL');
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Retirer/ }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const LongCodeOnPhone: Story = {
  args: { appliedCode: 'PRINTEMPSDESCREATEUR', notice: 'applied' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox');
    // The field stops at 20 characters.
    await userEvent.type(field, 'abcdefghijklmnopqrstuvwxyz');
    await expect(field).toHaveValue('ABCDEFGHIJKLMNOPQRST');
    await expect(canvas.getByText('Code PRINTEMPSDESCREATEUR appliqué')).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeVisible();
  },
};

export const English: Story = {
  args: { appliedCode: 'WELCOME10', notice: 'default-applied' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The current privilege code WELCOME10 has been applied to your basket.'),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Privilege code' }),
      'spring25{Enter}',
    );
    await expect(args.onApply).toHaveBeenCalledWith('SPRING25');
    await expect(canvas.getByRole('button', { name: 'Remove code WELCOME10' })).toBeVisible();
  },
};

export const WithConditions: Story = {
  args: {
    conditions: (
      <a href="/fr/media/wysiwyg/popin/privilege-code" aria-haspopup="dialog">
        Voir les conditions
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The store's link, under the field's hint.
    const link = canvas.getByRole('link', { name: 'Voir les conditions' });
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    const hint = canvas.getByText('Jusqu’à 20 lettres ou chiffres');
    await expect(
      hint.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};
