import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useUi } from '../core/ui-context.js';
import { present } from '../fixtures/queries.story-support.js';
import { createStoryClock, withClock } from '../fixtures/timing.story-support.js';
import { LoadingOverlay } from './loading-overlay.js';
import type { LoadingOverlayProps } from './loading-overlay.js';

function BasketSummary({ english = false }: { english?: boolean }) {
  return (
    <section
      aria-labelledby="summary-title"
      style={{ maxWidth: 420, padding: 16, border: '1px solid #d9d4cb' }}
    >
      <h2 id="summary-title" style={{ marginTop: 0 }}>
        {english ? 'Order summary' : 'Récapitulatif de ma commande'}
      </h2>
      <p>{english ? '3 items — £147.00' : '3 articles — 147,00 €'}</p>
      <button type="button">{english ? 'Checkout' : 'Valider mon panier'}</button>
    </section>
  );
}

/** A 'Refresh' button that loads for `loadMs` (on the kit's clock), as a basket update would. */
function RefreshHarness({ loadMs, ...props }: LoadingOverlayProps & { loadMs: number }) {
  const { clock } = useUi();
  const [loading, setLoading] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoading(true);
          clock.setTimeout(() => {
            setLoading(false);
          }, loadMs);
        }}
      >
        Actualiser
      </button>
      <LoadingOverlay {...props} loading={loading} />
    </>
  );
}

/** The quick and slow loads' time: the play functions move it (see {@link createStoryClock}). */
const clock = createStoryClock();

const meta = {
  title: 'Structure/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, children: <BasketSummary /> },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement) =>
  present(
    within(canvasElement).getByRole('region', { name: /Récapitulatif|Order summary/u })
      .parentElement,
  );

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = regionOf(canvasElement);
    // Busy at once; the veil and the spoken text wait 200 ms.
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Chargement…'));
    await expect(region.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const NotLoading: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(regionOf(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const QuickLoadDoesNotFlash: Story = {
  args: { loading: false },
  render: (args) => <RefreshHarness {...args} loadMs={120} />,
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = regionOf(canvasElement);
    const status = canvas.getByRole('status');
    let flashed = false;
    const observer = new MutationObserver(() => {
      if (status.textContent !== '' || region.childElementCount > 2) flashed = true;
    });
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Actualiser' }));
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // The load ends at 120 ms, before the 200 ms delay; then time goes well past the delay.
    clock.advance(120);
    await expect(region).not.toHaveAttribute('aria-busy');
    clock.advance(1000);
    await expect(clock.pendingTimers()).toBe(0);
    observer.disconnect();
    // Neither veil nor spoken text ever appeared.
    await expect(flashed).toBe(false);
    await expect(status).toBeEmptyDOMElement();
  },
};

export const SlowLoad: Story = {
  args: { loading: false },
  render: (args) => <RefreshHarness {...args} loadMs={700} />,
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = regionOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actualiser' }));
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Busy at once; the veil and the spoken text only at 200 ms…
    clock.advance(199);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(region.childElementCount).toBe(2);
    clock.advance(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(region.childElementCount).toBe(3);
    // …until the load ends at 700 ms.
    clock.advance(500);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

export const FullPagePhone: Story = {
  args: { fullPage: true, delayMs: 0 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    const veil = present(regionOf(canvasElement).lastElementChild);
    const box = veil.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

export const Desktop: Story = {
  args: { delayMs: 0, label: 'Mise à jour de votre panier en cours, merci de patienter…' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Mise à jour de votre panier en cours, merci de patienter…',
    );
  },
};

export const EnglishStore: Story = {
  args: { delayMs: 0, children: <BasketSummary english /> },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
