import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { formatNumber } from '../format/locale-format.js';
import { useMoney } from '../format/use-money.js';
import { ChevronDownIcon, CloseIcon, FilterIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import utilities from '../styles/utilities.module.css';
import actions from './actions.module.css';
import {
  priceRangeText,
  selectedCount,
  selectedFilters,
  toggleFacetValue,
} from './facet-selection.js';
import type { Facet, FacetOption, FacetSelection } from './facet-selection.js';
import styles from './facet-filters.module.css';
import { Modal } from './modal.js';

export interface FacetFiltersProps {
  facets: readonly Facet[];
  /** The values chosen (controlled). */
  selection: FacetSelection;
  /** Called with the whole new selection on every tick, chip removal or 'Clear all'. */
  onChange: (selection: FacetSelection) => void;
  /** The number of products the selection gives, for the drawer's 'Show 124 items' button. */
  resultCount?: number | undefined;
  /** Groups open at first: by default the first three and those with a chosen value. */
  defaultExpandedIds?: readonly string[] | undefined;
  /** Level of the 'Filters' heading (2 by default); the groups' headings are one below. */
  headingLevel?: 2 | 3 | 4 | undefined;
  className?: string | undefined;
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5';

/** The label of an option: its own, or its price range written in the store's currency. */
function useOptionLabel() {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (option: FacetOption) => {
    if (option.label !== undefined) return option.label;
    const range = option.range && priceRangeText(option.range);
    if (!range) return option.value;
    return t(range.key, {
      min: 'min' in range ? money(range.min) : undefined,
      max: 'max' in range ? money(range.max) : undefined,
    });
  };
}

interface PanelProps extends Omit<FacetFiltersProps, 'className' | 'resultCount' | 'headingLevel'> {
  groupHeading: Heading;
  /** Draw the chips and 'Clear all' (the drawer has its own 'Clear all' in its footer). */
  showClearAll: boolean;
}

/** The chips of the chosen values and the facet groups: in the sidebar and in the drawer. */
function FacetPanel({
  facets,
  selection,
  onChange,
  defaultExpandedIds,
  groupHeading: GroupHeading,
  showClearAll,
}: PanelProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const optionLabel = useOptionLabel();
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        defaultExpandedIds ?? [
          ...facets.slice(0, 3).map((facet) => facet.id),
          ...Object.keys(selection),
        ],
      ),
  );
  const chipsRef = useRef<HTMLUListElement>(null);
  const groupsRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<number | null>(null);
  const chips = selectedFilters(facets, selection);

  useEffect(() => {
    // A removed chip takes the focus with it: give it to the chip now in its place, else to the
    // first group.
    const index = refocus.current;
    if (index === null) return;
    refocus.current = null;
    const buttons = chipsRef.current?.querySelectorAll('button') ?? [];
    const target =
      buttons[Math.min(index, buttons.length - 1)] ?? groupsRef.current?.querySelector('button');
    target?.focus();
  });

  // i18next picks the plural by the language's rules: French says '0 article', English '0 items'.
  const countText = (count: number) =>
    t('LABEL_FACET_COUNT', { count, n: formatNumber(count, locale) });

  return (
    <div className={styles.panel}>
      {chips.length > 0 && (
        <div className={styles.chipsBlock}>
          <p id={`${baseId}-chips`} className={styles.chipsTitle}>
            {t('LABEL_FILTERS_SELECTED')}
          </p>
          <ul ref={chipsRef} className={styles.chips} aria-labelledby={`${baseId}-chips`}>
            {chips.map((chip, index) => {
              const label = chip.option ? optionLabel(chip.option) : chip.value;
              return (
                <li key={`${chip.facetId}:${chip.value}`}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-label={t('LABEL_FILTERS_REMOVE', { facet: chip.facetLabel, value: label })}
                    onClick={() => {
                      refocus.current = index;
                      onChange(toggleFacetValue(selection, chip.facetId, chip.value, false));
                    }}
                  >
                    {chip.option?.swatch !== undefined && (
                      <span
                        className={styles.chipSwatch}
                        style={{ background: chip.option.swatch }}
                      />
                    )}
                    {label}
                    <CloseIcon size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
          {showClearAll && (
            <button
              type="button"
              className={clsx(actions.quiet, styles.clearAll)}
              onClick={() => {
                refocus.current = 0;
                onChange({});
              }}
            >
              {t('LABEL_FILTERS_CLEAR_ALL')}
            </button>
          )}
        </div>
      )}
      <div ref={groupsRef} className={styles.groups}>
        {facets.map((facet) => {
          const kind = facet.kind ?? 'checkbox';
          const isExpanded = expanded.has(facet.id);
          const chosen = selection[facet.id] ?? [];
          const buttonId = `${baseId}-${facet.id}-button`;
          const panelId = `${baseId}-${facet.id}-panel`;
          return (
            <div key={facet.id} className={styles.group}>
              <GroupHeading className={styles.groupHeading}>
                <button
                  type="button"
                  id={buttonId}
                  className={clsx(controls.disclosure, styles.disclosure)}
                  aria-expanded={isExpanded}
                  aria-controls={panelId}
                  onClick={() => {
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (next.has(facet.id)) next.delete(facet.id);
                      else next.add(facet.id);
                      return next;
                    });
                  }}
                >
                  <span className={styles.facetName}>
                    {chosen.length > 0
                      ? `${facet.label} (${formatNumber(chosen.length, locale)})`
                      : facet.label}
                  </span>
                  <ChevronDownIcon className={controls.disclosureChevron} size={18} />
                </button>
              </GroupHeading>
              <div
                id={panelId}
                role="group"
                aria-labelledby={buttonId}
                hidden={!isExpanded}
                className={styles.groupPanel}
              >
                <ul className={clsx(styles.options, styles[kind])}>
                  {facet.options.map((option) => {
                    const checked = chosen.includes(option.value);
                    const disabled = option.count === 0 && !checked;
                    return (
                      <li key={option.value}>
                        <label className={clsx(styles.option, disabled && styles.optionDisabled)}>
                          <input
                            type="checkbox"
                            className={styles.checkbox}
                            checked={checked}
                            disabled={disabled}
                            onChange={(event) => {
                              onChange(
                                toggleFacetValue(
                                  selection,
                                  facet.id,
                                  option.value,
                                  event.currentTarget.checked,
                                ),
                              );
                            }}
                          />
                          {kind === 'colour' && (
                            <span
                              className={styles.swatch}
                              style={{ background: option.swatch ?? 'transparent' }}
                            />
                          )}
                          <span className={styles.optionLabel}>
                            {optionLabel(option)}
                            <span className={utilities.visuallyHidden}>
                              ({countText(option.count)})
                            </span>
                          </span>
                          <span className={styles.count} aria-hidden="true">
                            {formatNumber(option.count, locale)}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The filters of a listing: collapsible groups (size, colour with swatches, price ranges,
 * brand…) of checkboxes with product counts, the chosen values as removable chips and 'Clear
 * all'. A sidebar from 992 px; below, a 'Filter (3)' button opens them in a drawer.
 */
export function FacetFilters({
  facets,
  selection,
  onChange,
  resultCount,
  defaultExpandedIds,
  headingLevel = 2,
  className,
}: FacetFiltersProps) {
  const { t } = useTranslation();
  const { locale } = useUi();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headingId = useId();
  const count = selectedCount(selection);
  const Title = `h${String(headingLevel)}` as Heading;
  const groupHeading = `h${String(headingLevel + 1)}` as Heading;
  const results =
    resultCount === undefined
      ? t('LABEL_FILTERS_SHOW_RESULTS')
      : resultCount === 0
        ? t('LABEL_FILTERS_SHOW_NONE')
        : resultCount === 1
          ? t('LABEL_FILTERS_SHOW_ONE')
          : t('LABEL_FILTERS_SHOW_COUNT', { n: formatNumber(resultCount, locale) });
  const panel = { facets, selection, onChange, defaultExpandedIds, groupHeading };

  return (
    <div className={clsx(styles.filters, className)}>
      <button
        type="button"
        className={clsx(actions.secondary, styles.openButton)}
        aria-haspopup="dialog"
        onClick={() => {
          setDrawerOpen(true);
        }}
      >
        <FilterIcon size={18} />
        {count > 0 ? t('LABEL_FILTER_BUTTON_COUNT', { n: count }) : t('LABEL_FILTER_BUTTON')}
      </button>
      <section className={styles.sidebar} aria-labelledby={headingId}>
        <Title id={headingId} className={styles.title}>
          {t('LABEL_FILTERS')}
        </Title>
        <FacetPanel {...panel} showClearAll />
      </section>
      <Modal
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
        }}
        title={t('LABEL_FILTERS')}
        placement="start"
        footer={
          <>
            <button
              type="button"
              className={actions.quiet}
              disabled={count === 0}
              onClick={() => {
                onChange({});
              }}
            >
              {t('LABEL_FILTERS_CLEAR_ALL')}
            </button>
            <button
              type="button"
              className={actions.primary}
              onClick={() => {
                setDrawerOpen(false);
              }}
            >
              {results}
            </button>
          </>
        }
      >
        {drawerOpen && <FacetPanel {...panel} showClearAll={false} />}
      </Modal>
    </div>
  );
}
