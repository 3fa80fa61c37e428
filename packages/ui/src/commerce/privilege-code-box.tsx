import { PRIVILEGE_CODE_MAX_LENGTH, isPrivilegeCode } from '@vitrine/validation';
import { clsx } from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TagIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import styles from './privilege-code-box.module.css';

/**
 * What the last validation said (spec §4):
 * - `applied`: the code entered is valid and applied;
 * - `default-applied`: the cart replaced it (`newPrivilegeCode`) or it was invalid, so the
 *   default code applies, with a notice;
 * - `invalid`: the server refused the code (a failed validation counts as invalid).
 */
export type PrivilegeCodeNotice = 'applied' | 'default-applied' | 'invalid';

export interface PrivilegeCodeBoxProps {
  /** The code the cart applies (`currentPrivilegeCode`), '' or undefined when none. */
  appliedCode?: string | undefined;
  /** Called with a code that passed isPrivilegeCode: upper case, 1 to 20 letters or digits. */
  onApply: (code: string) => void;
  /** Removes the applied code (the app clears the cookie); no remove button without it. */
  onRemove?: (() => void) | undefined;
  /** While the code is validated: the buttons wait, the input stays editable. */
  busy?: boolean | undefined;
  notice?: PrivilegeCodeNotice | undefined;
  /** The default code named in the 'default-applied' notice (the applied code otherwise). */
  defaultCode?: string | undefined;
  /** The validation's message list, from the server, shown as they are. */
  messages?: readonly string[] | undefined;
  /** A link to the codes' conditions (the store may open them in a dialog), under the hint. */
  conditions?: ReactNode;
  className?: string | undefined;
}

/**
 * The privilege (promo) code field: letters are upper-cased as they are typed, a code that does
 * not match the rule (1 to 20 letters or digits) is refused on the spot, a valid one goes to
 * onApply. The code applied shows above the field with a remove button.
 */
export function PrivilegeCodeBox({
  appliedCode,
  onApply,
  onRemove,
  busy = false,
  notice,
  defaultCode,
  messages = [],
  conditions,
  className,
}: PrivilegeCodeBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  // A new code applied empties the field (the adjust-state-on-prop-change pattern).
  const [lastApplied, setLastApplied] = useState(appliedCode);
  if (appliedCode !== lastApplied) {
    setLastApplied(appliedCode);
    if (appliedCode && appliedCode === draft) setDraft('');
  }

  const apply = () => {
    if (busy) return;
    const code = draft.trim();
    if (!isPrivilegeCode(code)) {
      setLocalError(code === '' ? 'VALIDATION_REQUIRED' : 'VALIDATION_PRIVILEGE_CODE_INVALID');
      input.current?.focus();
      return;
    }
    setLocalError(null);
    onApply(code);
  };

  const errorKey =
    localError ?? (notice === 'invalid' ? 'VALIDATION_PRIVILEGE_CODE_INVALID' : null);
  const defaultName = defaultCode ?? appliedCode;
  let success: string | null = null;
  if (!localError && notice === 'applied') success = t('LABEL_PRIVILEGE_CODE_SUCCESS');
  if (!localError && notice === 'default-applied')
    success = defaultName
      ? t('LABEL_PRIVILEGE_CODE_DEFAULT_APPLIED', { code: defaultName })
      : t('LABEL_PRIVILEGE_CODE_DEFAULT_APPLIED_ANY');
  const describedBy = [`${id}-hint`, errorKey && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div className={clsx(styles.box, className)} aria-busy={busy || undefined}>
      {appliedCode && (
        <div className={styles.applied}>
          <TagIcon className={styles.tag} size={20} />
          <span className={styles.appliedText}>
            {t('LABEL_PRIVILEGE_CODE_APPLIED', { code: appliedCode })}
          </span>
          {onRemove && (
            <button
              type="button"
              className={styles.remove}
              aria-label={t('LABEL_PRIVILEGE_CODE_REMOVE_OF', { code: appliedCode })}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onRemove();
              }}
            >
              {t('LABEL_PRIVILEGE_CODE_REMOVE')}
            </button>
          )}
        </div>
      )}
      <label htmlFor={`${id}-code`} className={controls.capsLabel}>
        {t('LABEL_PRIVILEGE_CODE')}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-code`}
          className={clsx(controls.inlineInput, styles.input)}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PRIVILEGE_CODE_MAX_LENGTH}
          value={draft}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            // Upper-case in place, keeping the caret where the shopper is typing.
            const field = event.target;
            const upper = field.value.toUpperCase();
            if (upper !== field.value) {
              const { selectionStart, selectionEnd } = field;
              field.value = upper;
              field.setSelectionRange(selectionStart, selectionEnd);
            }
            setDraft(upper);
            setLocalError(null);
          }}
          onKeyDown={(event) => {
            // The box sits in the basket or checkout form: Enter applies the code, not the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button
          type="button"
          className={styles.apply}
          aria-disabled={busy || undefined}
          onClick={apply}
        >
          {busy && <span className={clsx(controls.spinner, styles.spinner)} aria-hidden="true" />}
          {t('LABEL_PRIVILEGE_CODE_APPLY')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('LABEL_PRIVILEGE_CODE_HINT', { max: PRIVILEGE_CODE_MAX_LENGTH })}
      </p>
      {conditions !== undefined && <p className={styles.conditions}>{conditions}</p>}
      <div className={styles.messages} aria-live="polite">
        {busy && <p className={styles.status}>{t('LABEL_PRIVILEGE_CODE_APPLYING')}</p>}
        {errorKey && (
          <p id={`${id}-error`} className={styles.error}>
            {t(errorKey)}
          </p>
        )}
        {success && (
          <p className={notice === 'applied' ? styles.success : styles.notice}>{success}</p>
        )}
        {messages.map((message, index) => (
          <p key={`${String(index)}-${message}`} className={styles.status}>
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
