import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { popinClosed, selectPopin } from '../../state/popin-slice.js';

// Its code (the dialog, the pop-in call) loads when a pop-in is first asked for.
const PopinDialog = lazy(() => import('./popin-dialog.js'));

/**
 * The frame's one pop-in dialog, opened by `popinOpened` (content links, PopinLink). Nothing is
 * in the page until a pop-in is asked for; a link in it that leads to another page closes it.
 */
export function PopinOutlet() {
  const dispatch = useAppDispatch();
  const { request, open } = useAppSelector(selectPopin);
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(popinClosed());
  }, [pathname, dispatch]);
  if (!request) return null;
  return (
    <Suspense>
      <PopinDialog request={request} open={open} onClose={() => dispatch(popinClosed())} />
    </Suspense>
  );
}
