import type { Address, AddressKey, Delivery, SignedInCustomer } from '@vitrine/api-client';
import { ADDRESS_KEYS } from '@vitrine/validation/choices';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { addressLines } from '../../../../shared/address-lines.js';
import { ADD_ACTION, AddressEditor, EDIT_ACTIONS } from './address-editor.js';
import styles from './delivery-addresses.module.css';

const TITLES: Record<AddressKey, string> = {
  P: 'DELIVERY_ADDRESS_MAIN',
  S: 'DELIVERY_ADDRESS_SECONDARY',
};

/** An address as block lines, with spaces between them for screen readers. */
function AddressLines({ address }: { address: Address }) {
  const { config } = useStoreContext();
  return addressLines(address, config.locale).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className={styles.line}>{line}</span>
    </Fragment>
  ));
}

export interface DeliveryAddressesProps {
  addresses: Delivery['addresses'];
  chosen: AddressKey;
  customer: SignedInCustomer;
  /** The server's message on the address chosen (an i18n key). */
  error: string | undefined;
  disabled: boolean;
  onChoose: (address: AddressKey) => void;
}

/**
 * The addresses to deliver to (spec 3: the main one, and the alternative one if any) as a radio
 * choice, each editable in place; an alternative address can be added unless the customer lives
 * overseas (spec 6). A new alternative address becomes the one chosen.
 */
export function DeliveryAddresses({
  addresses,
  chosen,
  customer,
  error,
  disabled,
  onChoose,
}: DeliveryAddressesProps) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState<AddressKey | null>(null);
  const [saved, setSaved] = useState(false);
  /** The button focus returns to once the editor closes (the new address's, once shown). */
  const returnFocus = useRef<string | null>(null);
  const canAdd = !addresses.S && customer.overseas !== '1';
  const editButtonId = (key: AddressKey) => `${id}-edit-${key}`;
  const addButtonId = `${id}-add`;
  const editorId = `${id}-editor`;

  useEffect(() => {
    const button = returnFocus.current ? document.getElementById(returnFocus.current) : null;
    if (!button) return;
    button.focus();
    returnFocus.current = null;
  }, [editing, addresses]);

  const open = (key: AddressKey) => {
    setSaved(false);
    setEditing(editing === key ? null : key);
  };
  const close = (key: AddressKey, added: boolean) => {
    returnFocus.current = added || addresses[key] ? editButtonId(key) : addButtonId;
    setEditing(null);
  };

  return (
    <section className={styles.addresses} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('DELIVERY_ADDRESS_TITLE')}
      </h2>
      <fieldset
        className={styles.choice}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className={styles.visuallyHidden}>{t('DELIVERY_ADDRESS_CHOICE')}</legend>
        {ADDRESS_KEYS.map((key) => {
          const address = addresses[key];
          if (!address) return null;
          return (
            <div key={key} className={styles.option}>
              <input
                id={`${id}-${key}`}
                type="radio"
                name={`${id}-address`}
                value={key}
                className={styles.radio}
                checked={chosen === key}
                disabled={disabled}
                onChange={() => {
                  onChoose(key);
                }}
              />
              <label htmlFor={`${id}-${key}`} className={styles.label}>
                <span className={styles.optionTitle}>{t(TITLES[key])}</span>{' '}
                <AddressLines address={address} />
              </label>
              <button
                id={editButtonId(key)}
                type="button"
                className={styles.linkButton}
                aria-label={t(EDIT_ACTIONS[key])}
                aria-expanded={editing === key}
                aria-controls={editing === key ? editorId : undefined}
                onClick={() => {
                  open(key);
                }}
              >
                {t('DELIVERY_ADDRESS_EDIT')}
              </button>
            </div>
          );
        })}
      </fieldset>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
      {canAdd && (
        <button
          id={addButtonId}
          type="button"
          className={styles.addButton}
          aria-expanded={editing === 'S'}
          aria-controls={editing === 'S' ? editorId : undefined}
          onClick={() => {
            open('S');
          }}
        >
          {t(ADD_ACTION)}
        </button>
      )}
      {editing && (
        <div id={editorId}>
          <AddressEditor
            key={editing}
            addressKey={editing}
            address={addresses[editing]}
            customer={customer}
            onSaved={() => {
              const added = !addresses[editing];
              setSaved(true);
              close(editing, added);
              if (added) onChoose(editing);
            }}
            onCancel={() => {
              close(editing, false);
            }}
          />
        </div>
      )}
      <p role="status" className={saved ? styles.saved : styles.visuallyHidden}>
        {saved ? t('DELIVERY_ADDRESS_SAVED') : ''}
      </p>
    </section>
  );
}
