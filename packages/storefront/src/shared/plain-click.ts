import type { MouseEvent } from 'react';

/**
 * A click that follows a link where it is: the main button, no modifier (those open a new tab or
 * window, which the browser does itself), and not handled already.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
