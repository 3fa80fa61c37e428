import { FlashMessage } from '@vitrine/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks.js';
import { flashDismissed, pathReached, selectFlash } from './flash-slice.js';

/** Shows the flash message set for this page and clears it on the next path (spec 2). */
export function FlashOutlet() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const flash = useAppSelector(selectFlash);
  const { pathname, key } = useLocation();
  // Every navigation counts, one to the page already shown included (the footer's newsletter
  // box leads to the page it may be used on): the message is then cleared on the next path.
  useEffect(() => {
    dispatch(pathReached(pathname));
  }, [pathname, key, dispatch]);
  if (!flash) return null;
  return (
    <FlashMessage severity={flash.severity} onDismiss={() => dispatch(flashDismissed())}>
      {t(flash.messageKey)}
    </FlashMessage>
  );
}
