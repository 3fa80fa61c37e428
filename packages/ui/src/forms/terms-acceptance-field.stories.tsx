import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CreditTerms,
  LONG_FRENCH_LABELS,
  describedError,
  disabledFieldStory,
  fieldStories,
  submitStoryForm,
} from '../fixtures/forms.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { reactCommitted, withCommitProbe } from '../fixtures/timing.story-support.js';
import { TermsAcceptanceField } from './terms-acceptance-field.js';

// Paying with the personal account: the terms must be accepted (spec §5).
const { onSubmit, render, renderWith } = fieldStories(TermsAcceptanceField, {
  form: 'payment',
  fields: ['cgv'],
  initialValues: { paymentMethod: 'personalAccount', cgv: false },
});

const meta = {
  title: 'Forms/TermsAcceptanceField',
  component: TermsAcceptanceField,
  args: {
    title: 'Conditions du compte permanent',
    label: 'J’ai lu et j’accepte les conditions du compte permanent',
    required: true,
    children: <CreditTerms locale="fr-FR" />,
  },
  render,
} satisfies Meta<typeof TermsAcceptanceField>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollToEnd = (box: HTMLElement) => {
  box.scrollTop = box.scrollHeight;
};

/**
 * Scrolls the terms to `top` and resolves once the field has seen it: its scroll handler has run
 * (attached at mount, before this one), its end-of-terms observer has been told (an observer
 * created now is told after it), and React has committed what they set. Resolves with whether the
 * end of the terms is in view.
 */
async function scrollTermsTo(terms: HTMLElement, top: number): Promise<boolean> {
  const scrolled = new Promise<void>((resolve) => {
    terms.addEventListener(
      'scroll',
      () => {
        resolve();
      },
      { once: true },
    );
  });
  terms.scrollTop = top;
  await scrolled;
  const end = present(terms.lastElementChild, 'end of the terms');
  const endInView = await new Promise<boolean>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        resolve(entries.some((entry) => entry.isIntersecting));
      },
      { root: terms },
    );
    observer.observe(end);
  });
  await reactCommitted();
  return endInView;
}

/** Locked until the terms are scrolled to their end, then the box can be ticked. */
export const ReadThenAccept: Story = {
  decorators: [withCommitProbe],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('region', { name: 'Conditions du compte permanent' });
    const box = canvas.getByRole('checkbox', {
      name: 'J’ai lu et j’accepte les conditions du compte permanent',
    });
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Faites défiler les conditions jusqu’à la fin pour pouvoir les accepter.',
    );
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    // Half-way is not enough.
    const halfWay = (terms.scrollHeight - terms.clientHeight) / 2;
    await expect(await scrollTermsTo(terms, halfWay)).toBe(false);
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    scrollToEnd(terms);
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
    await expect(box).toHaveAccessibleDescription(
      'Vous avez lu les conditions jusqu’au bout\u00a0: vous pouvez les accepter.',
    );
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await submitStoryForm(canvasElement);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ paymentMethod: 'personalAccount', cgv: true }),
    );
  },
};

/** The terms box takes the focus, so the keyboard can scroll it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('region', { name: 'Conditions du compte permanent' });
    await userEvent.tab();
    await expect(terms).toHaveFocus();
    await expect(terms.scrollHeight).toBeGreaterThan(terms.clientHeight);
    // The locked box stays reachable, with its reason.
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    scrollToEnd(terms);
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const ErrorAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await submitStoryForm(canvasElement);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedError(box)).toHaveTextContent(
      'Veuillez lire et accepter les conditions.',
    );
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Accepted earlier (the shopper came back): read, and ticked. */
export const AlreadyAccepted: Story = {
  render: renderWith({ initialValues: { paymentMethod: 'personalAccount', cgv: true } }),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-disabled');
  },
};

/** Terms short enough to be read without scrolling are read at once. */
export const ShortTerms: Story = {
  args: {
    children: <p>Une vérification de solvabilité sera effectuée avant l’ouverture du compte.</p>,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
  },
};

export const Disabled: Story = disabledFieldStory('checkbox');

export const LongFrenchLabel: Story = {
  args: { label: LONG_FRENCH_LABELS.terms },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: LONG_FRENCH_LABELS.terms }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const EnglishStore: Story = {
  args: {
    title: 'Personal account terms',
    label: 'I have read and accept the personal account terms',
    children: <CreditTerms locale="en-GB" />,
  },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', {
      name: 'I have read and accept the personal account terms',
    });
    await expect(box).toHaveAccessibleDescription(
      'Scroll to the end of the terms to be able to accept them.',
    );
    scrollToEnd(canvas.getByRole('region', { name: 'Personal account terms' }));
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
