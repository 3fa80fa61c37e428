// Test support: the end of a pop-in as a shopper sees it.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until the pop-in's dialog has closed and the focus is back on what opened it. */
export async function expectPopinClosedBackOn(opener: HTMLElement): Promise<void> {
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  await waitFor(() => {
    expect(document.activeElement).toBe(opener);
  });
}
