import { clsx } from 'clsx';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { CircleIcon, EyeIcon, EyeOffIcon, TickCircleIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import parts from './field-parts.module.css';
import { FieldFrame } from './field-parts.js';
import { fieldAria } from './field-ids.js';
import styles from './password-field.module.css';
import { passwordRuleList, passwordRulesProgress } from './password-rules.js';
import type { PasswordRuleStatus } from './password-rules.js';
import { useFieldFeedback } from './use-field-feedback.js';

export interface PasswordFieldProps {
  /** 'password' by default; 'newPassword', 'confirmPassword'… */
  name?: string | undefined;
  label: ReactNode;
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** 'new-password' (sign-up, change) by default; 'current-password' to log in. */
  autoComplete?: 'new-password' | 'current-password' | undefined;
  /** Show the live checklist of the password rules; by default for a new password only. */
  showRules?: boolean | undefined;
  className?: string | undefined;
}

function RuleItem({ status }: { status: PasswordRuleStatus }) {
  const { t } = useTranslation();
  const Icon = status.met ? TickCircleIcon : CircleIcon;
  return (
    <li className={clsx(styles.rule, status.met && styles.met)} data-met={status.met}>
      <Icon className={styles.ruleIcon} size={20} strokeWidth={1.75} />
      <span>
        {t(status.key, status.values)}
        <span className={utilities.visuallyHidden}>
          {' '}
          ({t(status.met ? 'LABEL_PASSWORD_RULE_MET' : 'LABEL_PASSWORD_RULE_UNMET')})
        </span>
      </span>
    </li>
  );
}

/**
 * A password with a show/hide toggle and, for a new password, the live checklist of the rules of
 * spec §5 (met or not, as the shopper types) with a polite summary for screen readers.
 */
export function PasswordField({
  name = 'password',
  label,
  hint,
  required = false,
  disabled = false,
  autoComplete = 'new-password',
  showRules = autoComplete === 'new-password',
  className,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const { field, helpers, ids, error } = useFieldFeedback<string | undefined>(name);
  const [visible, setVisible] = useState(false);
  const value = field.value ?? '';
  const rulesId = `${ids.input}-rules`;
  const rules = passwordRuleList(value, locale);
  const requirements = rules.filter((status) => !status.advice);
  const advice = rules.filter((status) => status.advice);
  const progress = passwordRulesProgress(rules);

  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className={styles.control}>
        <input
          id={ids.input}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => void helpers.setValue(event.currentTarget.value)}
          onBlur={() => void helpers.setTouched(true)}
          disabled={disabled}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          {...fieldAria({ ids, error, required, hint, describedById: showRules && rulesId })}
          className={clsx(parts.control, styles.input)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('LABEL_PASSWORD_SHOW_NAME')}
          aria-pressed={visible}
          aria-controls={ids.input}
          disabled={disabled}
          onClick={() => {
            setVisible((shown) => !shown);
          }}
        >
          {visible ? (
            <EyeOffIcon size={20} strokeWidth={1.75} />
          ) : (
            <EyeIcon size={20} strokeWidth={1.75} />
          )}
          <span>{t('LABEL_PASSWORD_SHOW')}</span>
        </button>
      </div>
      {showRules && (
        <>
          <div id={rulesId} className={styles.rules}>
            <p className={styles.rulesTitle}>{t('LABEL_PASSWORD_RULES_TITLE')}</p>
            <ul className={styles.ruleList}>
              {requirements.map((status) => (
                <RuleItem key={status.rule} status={status} />
              ))}
            </ul>
            {advice.length > 0 && (
              <>
                <p className={styles.rulesTitle}>{t('LABEL_PASSWORD_ADVICE_TITLE')}</p>
                <ul className={styles.ruleList}>
                  {advice.map((status) => (
                    <RuleItem key={status.rule} status={status} />
                  ))}
                </ul>
              </>
            )}
          </div>
          <p id={`${rulesId}-status`} role="status" className={utilities.visuallyHidden}>
            {progress.allMet
              ? t('LABEL_PASSWORD_RULES_ALL_MET')
              : t('LABEL_PASSWORD_RULES_PROGRESS', { met: progress.met, total: progress.total })}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
