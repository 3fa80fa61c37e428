import type { PrivilegeCodeRefusal } from '@vitrine/api-client/contract';
import { PrivilegeCodeBox } from '@vitrine/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { PopinLink } from '../../../../shared/popin/popin-link.js';
import { selectPrivilegeCode } from '../../../../state/privilege-code-slice.js';
import { applyPrivilegeCode, resetPrivilegeCode } from '../../../../state/privilege-code-thunks.js';

/** The pop-in that says how privilege codes work (spec 7.5). */
const CONDITIONS_POPIN = '/privilege-code';

const REFUSAL_KEYS: Record<PrivilegeCodeRefusal, string> = {
  unknown: 'BASKET_CODE_UNKNOWN',
  expired: 'BASKET_CODE_EXPIRED',
  'not-started': 'BASKET_CODE_NOT_STARTED',
};

/**
 * The privilege-code box on the basket's code lifecycle (spec 4): a code applied prices the
 * basket; an invalid one leaves the store's default in force, which the box then says; removing
 * a code the shopper chose brings the default back (the default itself has nothing to remove).
 */
export function BasketPrivilegeCode({ appliedCode }: { appliedCode: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { notice, defaultCode, messages, reason, checking } = useAppSelector(selectPrivilegeCode);
  // From the check until the basket is priced again with the code.
  const [pending, setPending] = useState(false);

  const settle = async (change: Promise<void>) => {
    setPending(true);
    await change;
    setPending(false);
  };

  // A refused code says why in our words; an applied one shows its label as the server sent it.
  const shownMessages = reason ? [t(REFUSAL_KEYS[reason])] : [...messages];
  if (notice === 'invalid' && defaultCode)
    shownMessages.push(t('BASKET_CODE_DEFAULT_INSTEAD', { code: defaultCode }));

  return (
    <PrivilegeCodeBox
      appliedCode={appliedCode || undefined}
      defaultCode={defaultCode || undefined}
      notice={notice ?? undefined}
      messages={shownMessages}
      conditions={<PopinLink path={CONDITIONS_POPIN}>{t('BASKET_CODE_CONDITIONS')}</PopinLink>}
      busy={checking || pending}
      onApply={(code) => void settle(dispatch(applyPrivilegeCode(code)))}
      onRemove={
        appliedCode && appliedCode !== defaultCode
          ? () => void settle(dispatch(resetPrivilegeCode()))
          : undefined
      }
    />
  );
}
