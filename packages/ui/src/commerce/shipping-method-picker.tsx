import { checkFrenchPostcode, isUkPostcode } from '@vitrine/validation';
import { clsx } from 'clsx';
import { Fragment, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import type { StoreLocale } from '../core/ui-context.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import { Price } from './price.js';
import { formatDistance, formatTime, openingWeek, townLines, weekdayName } from './relay-points.js';
import type { OpeningDay } from './relay-points.js';
import {
  WAREHOUSE_LABEL_KEYS,
  groupShippingMethods,
  isRelayMethod,
  warehouseLabelOf,
} from './shipping-groups.js';
import type { ShippingMethodCode } from './shipping-groups.js';
import styles from './shipping-method-picker.module.css';

/** A delivery method offered for the cart (mapped from the API's delivery methods). */
export interface ShippingMethodOption {
  code: ShippingMethodCode;
  /** The fee for this cart, overseas premium included; 0 shows 'Gratuit'. */
  fee: number;
  /** Delivery delay in working days. */
  minDays?: number | undefined;
  maxDays?: number | undefined;
  /** A label from the API; by default the kit's label for the code. */
  label?: string | undefined;
  /** false: not offered for this cart or address, shown disabled. */
  available?: boolean | undefined;
}

/** A relay point near the searched postcode (mapped from the API's relay points). */
export interface RelayPointOption {
  id: string;
  name: string;
  street: string;
  supplement?: string | undefined;
  postcode: string;
  city: string;
  /** From the postcode's centre, in metres. */
  distance: number;
  /** Opening hours by ISO day (1 Monday … 7 Sunday); days left out are closed. */
  openingHours: readonly OpeningDay[];
}

/** Where the relay point search stands. */
export type RelaySearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ShippingMethodPickerProps {
  methods: readonly ShippingMethodOption[];
  /** The chosen method's code (controlled). */
  value?: ShippingMethodCode | undefined;
  /**
   * Called with the method chosen. When it is a relay method (RP, MLR) the relay panel opens:
   * the app may search the relay points near the delivery address at once.
   */
  onChange: (code: ShippingMethodCode) => void;
  /** The relay points found, nearest first. */
  relayPoints?: readonly RelayPointOption[] | undefined;
  /** Default: 'ready' when relayPoints are given, 'idle' otherwise. */
  relayStatus?: RelaySearchStatus | undefined;
  /** The chosen relay point's id (controlled). */
  selectedRelayId?: string | undefined;
  onSelectRelay?: ((relayPointId: string) => void) | undefined;
  /** Called with a valid postcode (upper-cased) from the built-in search, or to retry. */
  onSearchRelays?: ((postcode: string) => void) | undefined;
  /** The postcode the search starts with (the delivery address's). */
  relayPostcode?: string | undefined;
  /** Replaces the built-in postcode search (a map widget, a town autocomplete…). */
  relaySearch?: ReactNode;
  /**
   * An i18n key shown under the methods, e.g. LABEL_SHIPPING_SELECTION_ERROR (spec §8) when the
   * selection failed, or VALIDATION_REQUIRED.
   */
  error?: string | undefined;
  /** An i18n key shown in the relay panel, e.g. VALIDATION_RELAY_POINT_REQUIRED. */
  relayError?: string | undefined;
  /**
   * An i18n key on the built-in search's postcode when the search refused it (a postcode the
   * store does not deliver, e.g. VALIDATION_POSTCODE_UNSUPPORTED_AREA): no list is shown then.
   */
  relaySearchError?: string | undefined;
  /** Disables the choices while the selection is sent. */
  disabled?: boolean | undefined;
  className?: string | undefined;
}

const METHOD_KEYS: Record<ShippingMethodCode, string> = {
  C: 'LABEL_SHIPPING_METHOD_C',
  CE: 'LABEL_SHIPPING_METHOD_CE',
  RP: 'LABEL_SHIPPING_METHOD_RP',
  MLR: 'LABEL_SHIPPING_METHOD_MLR',
  STANDARD: 'LABEL_SHIPPING_METHOD_STANDARD',
  COMFORT: 'LABEL_SHIPPING_METHOD_COMFORT',
  INSTALLATION: 'LABEL_SHIPPING_METHOD_INSTALLATION',
};

const GROUP_KEYS = { home: 'LABEL_SHIPPING_GROUP_HOME', relay: 'LABEL_SHIPPING_GROUP_RELAY' };

/**
 * The delivery methods as one radio group in two sets, 'À domicile' and 'En point relais', each
 * with its delay and fee. Choosing a relay method opens the relay panel: a postcode search and the
 * relay points as a second radio group, each with its address, distance and opening hours.
 */
export function ShippingMethodPicker({
  methods,
  value,
  onChange,
  relayPoints,
  relayStatus,
  selectedRelayId,
  onSelectRelay,
  onSearchRelays,
  relayPostcode,
  relaySearch,
  error,
  relayError,
  relaySearchError,
  disabled = false,
  className,
}: ShippingMethodPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const groups = groupShippingMethods(methods);
  const relayChosen = value !== undefined && isRelayMethod(value);

  const delay = (method: ShippingMethodOption) => {
    const { minDays, maxDays } = method;
    if (minDays !== undefined && maxDays !== undefined && minDays !== maxDays)
      return t('LABEL_SHIPPING_DELAY_RANGE', { min: minDays, max: maxDays });
    const days = maxDays ?? minDays;
    return days === undefined ? undefined : t('LABEL_SHIPPING_DELAY', { count: days });
  };

  return (
    <div className={clsx(styles.picker, className)}>
      <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={utilities.visuallyHidden}>{t('LABEL_SHIPPING_METHODS')}</legend>
        {groups.map(({ group, methods: inGroup }) => (
          <fieldset key={group} className={clsx(styles.fieldset, styles.group)}>
            <legend className={clsx(controls.capsLabel, styles.groupTitle)}>
              {t(GROUP_KEYS[group])}
            </legend>
            <ul className={styles.methods}>
              {inGroup.map((method) => {
                const methodId = `${id}-${method.code}`;
                const available = method.available !== false;
                const note = warehouseLabelOf(method.code);
                const delayText = delay(method);
                const description = [
                  delayText && `${methodId}-delay`,
                  note && `${methodId}-note`,
                  !available && `${methodId}-unavailable`,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <li key={method.code} className={styles.method}>
                    <input
                      id={methodId}
                      type="radio"
                      name={`${id}-method`}
                      value={method.code}
                      className={clsx(utilities.visuallyHidden, styles.input)}
                      checked={method.code === value}
                      disabled={disabled || !available}
                      aria-labelledby={`${methodId}-label ${methodId}-fee`}
                      aria-describedby={description || undefined}
                      onChange={() => {
                        onChange(method.code);
                      }}
                    />
                    <label htmlFor={methodId} className={styles.card}>
                      <span className={styles.mark} aria-hidden="true" />
                      <span className={styles.text}>
                        <span id={`${methodId}-label`} className={styles.label}>
                          {method.label ?? t(METHOD_KEYS[method.code])}
                        </span>
                        {delayText && (
                          <span id={`${methodId}-delay`} className={styles.detail}>
                            {delayText}
                          </span>
                        )}
                        {note && (
                          <span id={`${methodId}-note`} className={styles.detail}>
                            {t(WAREHOUSE_LABEL_KEYS[note])}
                          </span>
                        )}
                        {!available && (
                          <span id={`${methodId}-unavailable`} className={styles.unavailable}>
                            {t('LABEL_SHIPPING_UNAVAILABLE')}
                          </span>
                        )}
                      </span>
                      <span id={`${methodId}-fee`} className={styles.fee}>
                        {method.fee > 0 ? (
                          <Price price={method.fee} size="sm" />
                        ) : (
                          <span className={styles.free}>{t('LABEL_SHIPPING_FREE')}</span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </fieldset>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
      {relayChosen && (
        <RelayPanel
          relayPoints={relayPoints}
          status={relayStatus ?? (relayPoints ? 'ready' : 'idle')}
          selectedRelayId={selectedRelayId}
          onSelectRelay={onSelectRelay}
          onSearchRelays={onSearchRelays}
          relayPostcode={relayPostcode}
          relaySearch={relaySearch}
          relayError={relayError}
          searchError={relaySearchError}
          disabled={disabled}
        />
      )}
    </div>
  );
}

interface RelayPanelProps {
  relayPoints: readonly RelayPointOption[] | undefined;
  status: RelaySearchStatus;
  selectedRelayId: string | undefined;
  onSelectRelay: ((relayPointId: string) => void) | undefined;
  onSearchRelays: ((postcode: string) => void) | undefined;
  relayPostcode: string | undefined;
  relaySearch: ReactNode;
  relayError: string | undefined;
  searchError: string | undefined;
  disabled: boolean;
}

function RelayPanel({
  relayPoints = [],
  status,
  selectedRelayId,
  onSelectRelay,
  onSearchRelays,
  relayPostcode,
  relaySearch,
  relayError,
  searchError,
  disabled,
}: RelayPanelProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const id = useId();
  const [searched, setSearched] = useState(relayPostcode ?? '');
  const search = (postcode: string) => {
    setSearched(postcode);
    onSearchRelays?.(postcode);
  };

  let announcement = '';
  if (status === 'loading') announcement = t('LABEL_LOADING');
  else if (status === 'ready' && relayPoints.length > 0)
    announcement = t('LABEL_RELAY_FOUND', { count: relayPoints.length });

  return (
    <section className={styles.relayPanel} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.relayTitle}>
        {t('LABEL_RELAY_POINTS')}
      </p>
      {relaySearch ??
        (onSearchRelays && (
          <RelaySearch
            initial={relayPostcode}
            onSearch={search}
            refusal={searchError}
            disabled={disabled}
          />
        ))}
      <p role="status" className={status === 'loading' ? styles.loading : utilities.visuallyHidden}>
        {status === 'loading' && (
          <span className={clsx(controls.spinner, styles.spinner)} aria-hidden="true" />
        )}
        {announcement}
      </p>
      {status === 'idle' && !searchError && (
        <p className={styles.message}>{t('LABEL_RELAY_SEARCH_PROMPT')}</p>
      )}
      {status === 'error' && (
        <div className={styles.relayFailure}>
          <p className={styles.message}>{t('LABEL_RELAY_ERROR')}</p>
          {onSearchRelays && searched !== '' && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                search(searched);
              }}
            >
              {t('LABEL_RELAY_RETRY')}
            </button>
          )}
        </div>
      )}
      {status === 'ready' && relayPoints.length === 0 && (
        <p className={styles.message}>{t('LABEL_RELAY_EMPTY')}</p>
      )}
      {status === 'ready' && relayPoints.length > 0 && (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-title`}
          aria-describedby={relayError ? `${id}-error` : undefined}
          aria-invalid={relayError ? true : undefined}
          aria-required="true"
          className={styles.relays}
        >
          {relayPoints.map((point) => (
            <RelayPointItem
              key={point.id}
              point={point}
              name={`${id}-relay`}
              checked={point.id === selectedRelayId}
              disabled={disabled}
              locale={locale}
              onSelect={() => onSelectRelay?.(point.id)}
            />
          ))}
        </div>
      )}
      {relayError && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(relayError)}
        </p>
      )}
    </section>
  );
}

function RelaySearch({
  initial,
  onSearch,
  refusal,
  disabled,
}: {
  initial: string | undefined;
  onSearch: (postcode: string) => void;
  /** The search's refusal of the postcode searched (an i18n key). */
  refusal: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const id = useId();
  const [postcode, setPostcode] = useState(initial ?? '');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const invalid = typedProblem ?? refusal;

  const submit = () => {
    const value = postcode.trim().toUpperCase();
    const problem = postcodeProblem(value, locale);
    setTypedProblem(problem);
    if (!problem) onSearch(value);
  };

  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-postcode`} className={styles.searchLabel}>
        {t('LABEL_RELAY_POSTCODE')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={`${id}-postcode`}
          className={styles.searchInput}
          type="text"
          inputMode={locale === 'fr-FR' ? 'numeric' : 'text'}
          autoComplete="postal-code"
          maxLength={locale === 'fr-FR' ? 5 : 8}
          value={postcode}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          onChange={(event) => {
            setPostcode(event.target.value);
          }}
          onKeyDown={(event) => {
            // The picker sits in the shipping form: Enter searches instead of submitting it.
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
        <button type="button" className={styles.searchButton} disabled={disabled} onClick={submit}>
          {t('LABEL_RELAY_SEARCH')}
        </button>
      </div>
      {invalid && (
        // An alert: the search's refusal comes after a wait, and must be heard when it does.
        <p id={`${id}-invalid`} className={styles.error} role="alert">
          {t(invalid)}
        </p>
      )}
    </div>
  );
}

function postcodeProblem(postcode: string, locale: StoreLocale): string | null {
  if (locale === 'en-GB') return isUkPostcode(postcode) ? null : 'VALIDATION_POSTCODE_INVALID';
  const check = checkFrenchPostcode(postcode);
  if (check === 'valid') return null;
  return check === 'unsupported-area'
    ? 'VALIDATION_POSTCODE_UNSUPPORTED_AREA'
    : 'VALIDATION_POSTCODE_INVALID';
}

function RelayPointItem({
  point,
  name,
  checked,
  disabled,
  locale,
  onSelect,
}: {
  point: RelayPointOption;
  name: string;
  checked: boolean;
  disabled: boolean;
  locale: StoreLocale;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={clsx(styles.relay, checked && styles.relayChecked)}>
      <input
        id={id}
        type="radio"
        name={name}
        value={point.id}
        className={clsx(utilities.visuallyHidden, styles.input)}
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-address ${id}-distance`}
        onChange={onSelect}
      />
      <label htmlFor={id} className={styles.relayCard}>
        <span className={styles.mark} aria-hidden="true" />
        <span className={styles.text}>
          <span id={`${id}-name`} className={styles.label}>
            {point.name}
          </span>
          <span id={`${id}-address`} className={styles.detail}>
            {/* Block lines, with spaces between them for screen readers. */}
            {[point.street, point.supplement, ...townLines(point.postcode, point.city, locale)]
              .filter(Boolean)
              .map((line, index) => (
                <Fragment key={index}>
                  {index > 0 && ' '}
                  <span className={styles.line}>{line}</span>
                </Fragment>
              ))}
          </span>
        </span>
        <span id={`${id}-distance`} className={styles.distance}>
          {t('LABEL_RELAY_DISTANCE', { distance: formatDistance(point.distance, locale) })}
        </span>
      </label>
      <details className={styles.hours}>
        <summary className={styles.hoursSummary}>{t('LABEL_RELAY_OPENING_HOURS')}</summary>
        <table className={styles.hoursTable}>
          <caption className={utilities.visuallyHidden}>
            {t('LABEL_RELAY_OPENING_HOURS_OF', { name: point.name })}
          </caption>
          <thead className={utilities.visuallyHidden}>
            <tr>
              <th scope="col">{t('LABEL_RELAY_DAY')}</th>
              <th scope="col">{t('LABEL_RELAY_HOURS')}</th>
            </tr>
          </thead>
          <tbody>
            {openingWeek(point.openingHours).map(({ day, slots }) => (
              <tr key={day}>
                <th scope="row" className={styles.day}>
                  {weekdayName(day, locale)}
                </th>
                <td className={slots.length === 0 ? styles.closed : undefined}>
                  {slots.length === 0
                    ? t('LABEL_RELAY_CLOSED')
                    : slots
                        .map((slot) =>
                          t('LABEL_RELAY_SLOT', {
                            opens: formatTime(slot.opens, locale),
                            closes: formatTime(slot.closes, locale),
                          }),
                        )
                        .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
