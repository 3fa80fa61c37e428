import type { SignedInCustomer } from '@vitrine/api-client';
import { ConfirmDialog, FlashMessage } from '@vitrine/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ApiFailure } from '../../../../app/api-failure.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { useStoreContext } from '../../../../app/store-context.js';
import { withFallbackMessage } from '../../../../shared/forms/server-failure.js';
import { flashSet, pathReached } from '../../../../state/flash-slice.js';
import { useDeleteSecondaryAddressMutation } from '../information-api.js';
import { UPDATE_FAILED_KEY } from '../use-account-change.js';
import { AddressCard, AddressLines } from './address-card.js';
import styles from './information.module.css';

/**
 * The alternative address (spec 3, 6): shown with the ways to edit or remove it (after a
 * confirmation), or offered — except to overseas customers, who cannot have one.
 */
export function SecondaryAddressCard({ customer }: { customer: SignedInCustomer }) {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const [removeAddress, { isLoading }] = useDeleteSecondaryAddressMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const address = customer.addresses.S;
  const overseas = customer.overseas === '1';

  const remove = async () => {
    setConfirming(false);
    setError(null);
    try {
      await removeAddress().unwrap();
      // The message shows at the top of this page, and goes with the next one.
      dispatch(
        flashSet({ messageKey: 'INFORMATION_SECONDARY_ADDRESS_REMOVED', severity: 'success' }),
      );
      dispatch(pathReached(pathname));
    } catch (failure) {
      setError(withFallbackMessage(failure as ApiFailure, UPDATE_FAILED_KEY).messageKey);
    }
    heading.current?.focus();
  };

  return (
    <AddressCard title={t('INFORMATION_SECONDARY_ADDRESS_TITLE')} headingRef={heading}>
      {address ? (
        <AddressLines address={address} />
      ) : (
        <p className={styles.note}>
          {t(
            overseas
              ? 'INFORMATION_SECONDARY_ADDRESS_OVERSEAS'
              : 'INFORMATION_NO_SECONDARY_ADDRESS',
          )}
        </p>
      )}
      {error !== null && <FlashMessage severity="error">{t(error)}</FlashMessage>}
      {!(overseas && !address) && (
        <ul className={styles.actions}>
          {address ? (
            <>
              {!overseas && (
                <li>
                  <Link to={paths.account.secondaryAddress} className={styles.action}>
                    {t('INFORMATION_EDIT_SECONDARY_ADDRESS')}
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className={styles.action}
                  disabled={isLoading}
                  onClick={() => {
                    setConfirming(true);
                  }}
                >
                  {t('INFORMATION_REMOVE_SECONDARY_ADDRESS')}
                </button>
              </li>
            </>
          ) : (
            <li>
              <Link to={paths.account.secondaryAddress} className={styles.action}>
                {t('INFORMATION_ADD_SECONDARY_ADDRESS')}
              </Link>
            </li>
          )}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('INFORMATION_REMOVE_CONFIRM_TITLE')}
        confirmLabel={t('INFORMATION_REMOVE_CONFIRM')}
        onConfirm={() => void remove()}
      >
        {t('INFORMATION_REMOVE_CONFIRM_TEXT')}
      </ConfirmDialog>
    </AddressCard>
  );
}
