import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import actions from '../structure/actions.module.css';
import { Modal } from '../structure/modal.js';
import styles from './consent.module.css';

/** The purposes a visitor accepts (true) or refuses (false). */
export interface ConsentPurposes {
  analytics: boolean;
  advertising: boolean;
}

export interface ConsentPreferencesProps {
  open: boolean;
  /** Close button, Escape or backdrop: nothing is saved. */
  onClose: () => void;
  /** The choice the switches start from: the visitor's current one, or all refused. */
  initial: ConsentPurposes;
  /** One of the three actions: save the switches, accept all or refuse all. */
  onSave: (choice: ConsentPurposes) => void;
}

const PURPOSES = [
  { id: 'analytics', label: 'LABEL_CONSENT_ANALYTICS', text: 'LABEL_CONSENT_ANALYTICS_TEXT' },
  { id: 'advertising', label: 'LABEL_CONSENT_ADVERTISING', text: 'LABEL_CONSENT_ADVERTISING_TEXT' },
] as const;

/**
 * The preferences dialog: one switch per purpose, off unless already accepted, the necessary
 * cookies shown as always on, and three actions — refuse all, accept all, save these choices.
 */
export function ConsentPreferences({ open, onClose, initial, onSave }: ConsentPreferencesProps) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState(initial);
  // Each opening starts from the visitor's current choice, not from switches left unsaved.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(initial);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('LABEL_CONSENT_PREFERENCES_TITLE')}
      description={t('LABEL_CONSENT_PREFERENCES_TEXT')}
      footer={
        <>
          <button
            type="button"
            className={actions.secondary}
            onClick={() => {
              onSave({ analytics: false, advertising: false });
            }}
          >
            {t('LABEL_CONSENT_REFUSE_ALL')}
          </button>
          <button
            type="button"
            className={actions.secondary}
            onClick={() => {
              onSave({ analytics: true, advertising: true });
            }}
          >
            {t('LABEL_CONSENT_ACCEPT_ALL')}
          </button>
          <button
            type="button"
            className={actions.primary}
            onClick={() => {
              onSave(choice);
            }}
          >
            {t('LABEL_CONSENT_SAVE')}
          </button>
        </>
      }
    >
      <ul className={styles.purposes}>
        <li className={styles.purpose}>
          <div className={styles.purposeHead}>
            <span className={styles.purposeLabel} id={`${id}-necessary`}>
              {t('LABEL_CONSENT_NECESSARY')}
            </span>
            <span className={styles.alwaysOn}>{t('LABEL_CONSENT_ALWAYS_ON')}</span>
          </div>
          <p className={styles.purposeText}>{t('LABEL_CONSENT_NECESSARY_TEXT')}</p>
        </li>
        {PURPOSES.map((purpose) => (
          <li key={purpose.id} className={styles.purpose}>
            <div className={styles.purposeHead}>
              <label className={styles.purposeLabel} htmlFor={`${id}-${purpose.id}`}>
                {t(purpose.label)}
              </label>
              <input
                id={`${id}-${purpose.id}`}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={choice[purpose.id]}
                aria-describedby={`${id}-${purpose.id}-text`}
                onChange={(event) => {
                  const accepted = event.currentTarget.checked;
                  setChoice((current) => ({ ...current, [purpose.id]: accepted }));
                }}
              />
            </div>
            <p id={`${id}-${purpose.id}-text`} className={styles.purposeText}>
              {t(purpose.text)}
            </p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
