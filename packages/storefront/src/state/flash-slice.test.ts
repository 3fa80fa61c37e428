import { describe, expect, it } from 'vitest';
import {
  flashDismissed,
  flashSet,
  flashSlice,
  pathReached,
  type FlashState,
} from './flash-slice.js';

const reduce = (actions: Parameters<typeof flashSlice.reducer>[1][]) =>
  actions.reduce<FlashState>(flashSlice.reducer, flashSlice.getInitialState());

describe('flash message (spec 2)', () => {
  const flash = { messageKey: 'ACCOUNT_SAVED', severity: 'success' } as const;

  it('shows on the next page and is cleared when the path changes again', () => {
    const shown = reduce([flashSet(flash), pathReached('/customer/account/informations')]);
    expect(shown.flash).toEqual(flash);
    expect(reduce([flashSet(flash), pathReached('/a'), pathReached('/a')]).flash).toEqual(flash);
    expect(reduce([flashSet(flash), pathReached('/a'), pathReached('/b')]).flash).toBeNull();
  });

  it('can be dismissed, and a path change without a message changes nothing', () => {
    expect(reduce([flashSet(flash), flashDismissed()]).flash).toBeNull();
    expect(reduce([pathReached('/a')])).toEqual(flashSlice.getInitialState());
  });
});
