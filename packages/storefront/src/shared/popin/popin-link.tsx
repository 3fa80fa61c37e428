import type { ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks.js';
import { useStoreContext } from '../../app/store-context.js';
import { popinOpened } from '../../state/popin-slice.js';
import { isPlainClick } from '../plain-click.js';
import { popinHref } from './popin-address.js';

export interface PopinLinkProps {
  /** The pop-in's path ('/privilege-code'). */
  path: string;
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A link to a pop-in that opens it in the frame's dialog (PopinOutlet); before the page runs, or
 * opened in a new tab, it leads to the pop-in's text.
 */
export function PopinLink({ path, children, className }: PopinLinkProps) {
  const { config } = useStoreContext();
  const dispatch = useAppDispatch();
  return (
    <a
      href={popinHref(config.segment, path)}
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        dispatch(popinOpened({ path, title: event.currentTarget.textContent.trim() }));
      }}
    >
      {children}
    </a>
  );
}
