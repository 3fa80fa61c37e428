/** Where a key press moves the focus in a composite widget (tabs, accordion headers). */
export type RovingMove = 'next' | 'previous' | 'first' | 'last';

export type RovingOrientation = 'horizontal' | 'vertical';

/**
 * The move a key makes in a list laid out along `orientation` (WAI-ARIA APG): the arrows along the
 * axis step, Home and End jump to the ends; other keys (and arrows across the axis) make none.
 */
export function rovingMove(key: string, orientation: RovingOrientation): RovingMove | null {
  switch (key) {
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'ArrowRight':
      return orientation === 'horizontal' ? 'next' : null;
    case 'ArrowLeft':
      return orientation === 'horizontal' ? 'previous' : null;
    case 'ArrowDown':
      return orientation === 'vertical' ? 'next' : null;
    case 'ArrowUp':
      return orientation === 'vertical' ? 'previous' : null;
    default:
      return null;
  }
}

/**
 * The index the focus goes to: steps wrap around at both ends and skip disabled items. Returns
 * `current` when every item is disabled, -1 for an empty list.
 */
export function rovingIndex(
  move: RovingMove,
  current: number,
  count: number,
  isDisabled: (index: number) => boolean = () => false,
): number {
  if (count <= 0) return -1;
  const step = move === 'next' || move === 'first' ? 1 : -1;
  let index = move === 'first' ? 0 : move === 'last' ? count - 1 : current + step;
  for (let tries = 0; tries < count; tries += 1) {
    index = ((index % count) + count) % count;
    if (!isDisabled(index)) return index;
    index += step;
  }
  return current;
}
