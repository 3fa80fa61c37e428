import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import { rovingIndex, rovingMove } from '../core/roving-focus.js';
import styles from './tabs.module.css';

export interface TabItem {
  /** Stable id (also used in the element ids). */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

type TabsVariant = 'tabs' | 'accordion' | 'responsive';

export interface TabsProps {
  tabs: readonly TabItem[];
  /**
   * 'tabs' (APG tabs), 'accordion' (APG accordion) or 'responsive' (the default): an accordion
   * on phones, tabs from 768 px, switched by CSS alone (every panel is drawn once, so ids stay
   * unique and the content keeps its state across the switch).
   */
  variant?: TabsVariant | undefined;
  /** Tabs: 'automatic' selects the tab focus moves to; 'manual' waits for Enter or Space. */
  activation?: 'automatic' | 'manual' | undefined;
  /** The selected tab (controlled); otherwise `defaultSelectedId`, else the first tab. */
  selectedId?: string | undefined;
  defaultSelectedId?: string | undefined;
  onSelect?: ((id: string) => void) | undefined;
  /** Accordion sections open at first (the first one by default). */
  defaultExpandedIds?: readonly string[] | undefined;
  onToggle?: ((id: string, expanded: boolean) => void) | undefined;
  /** Names the tab list ('Product information' by default). */
  label?: string | undefined;
  /** Level of the accordion headings (3 by default). */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  className?: string | undefined;
}

/** Safe in an id whatever the caller's tab ids hold. */
const idPart = (id: string) => id.replace(/[^\w-]/gu, '_');

/**
 * The product page's sections (description, size guide, shipping and returns, reviews, origin,
 * help) as WAI-ARIA tabs, as an accordion, or as an accordion on small screens and tabs on large
 * ones.
 */
export function Tabs({
  tabs,
  variant = 'responsive',
  activation = 'automatic',
  selectedId,
  defaultSelectedId,
  onSelect,
  defaultExpandedIds,
  onToggle,
  label,
  headingLevel = 3,
  className,
}: TabsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpandedIds ?? tabs.slice(0, 1).map((tab) => tab.id)),
  );
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const headerRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const wanted = selectedId ?? ownSelected;
  const selected = tabs.some((tab) => tab.id === wanted) ? wanted : tabs[0]?.id;
  const ids = (tab: TabItem) => {
    const part = `${baseId}-${idPart(tab.id)}`;
    return { tab: `${part}-tab`, header: `${part}-header`, panel: `${part}-panel` };
  };

  const select = (id: string) => {
    if (id === selected) return;
    setOwnSelected(id);
    onSelect?.(id);
  };
  const toggle = (id: string) => {
    const open = !expanded.has(id);
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
    onToggle?.(id, open);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = rovingMove(event.key, 'horizontal');
    if (!move) return;
    event.preventDefault();
    const next = rovingIndex(move, index, tabs.length);
    tabRefs.current[next]?.focus();
    const tab = tabs[next];
    if (activation === 'automatic' && tab) select(tab.id);
  };
  const onHeaderKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = rovingMove(event.key, 'vertical');
    if (!move) return;
    event.preventDefault();
    headerRefs.current[rovingIndex(move, index, tabs.length)]?.focus();
  };

  const hasTabs = variant !== 'accordion';
  const hasAccordion = variant !== 'tabs';
  const Heading = `h${String(headingLevel)}` as 'h3';

  return (
    <div className={clsx(styles.tabs, styles[variant], className)}>
      {hasTabs && (
        <div
          role="tablist"
          aria-label={label ?? t('LABEL_PRODUCT_TABS')}
          className={styles.tablist}
        >
          {tabs.map((tab, index) => {
            const isSelected = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={ids(tab).tab}
                aria-selected={isSelected}
                aria-controls={ids(tab).panel}
                tabIndex={isSelected ? 0 : -1}
                className={styles.tab}
                onClick={() => {
                  select(tab.id);
                }}
                onKeyDown={(event) => {
                  onTabKeyDown(event, index);
                }}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      )}
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        const isExpanded = expanded.has(tab.id);
        const { header, panel } = ids(tab);
        // Shown by the `hidden` attribute in a single layout, by CSS in the responsive one.
        const hidden = variant === 'tabs' ? !isSelected : variant === 'accordion' && !isExpanded;
        return (
          <div key={tab.id} className={styles.section}>
            {hasAccordion && (
              <Heading className={styles.heading}>
                <button
                  ref={(element) => {
                    headerRefs.current[index] = element;
                  }}
                  type="button"
                  id={header}
                  aria-expanded={isExpanded}
                  aria-controls={panel}
                  className={clsx(controls.disclosure, styles.header)}
                  onClick={() => {
                    toggle(tab.id);
                  }}
                  onKeyDown={(event) => {
                    onHeaderKeyDown(event, index);
                  }}
                >
                  <span className={styles.headerLabel}>{tab.label}</span>
                  <ChevronDownIcon className={controls.disclosureChevron} size={20} />
                </button>
              </Heading>
            )}
            <div
              id={panel}
              role={hasTabs ? 'tabpanel' : 'region'}
              aria-labelledby={hasTabs ? ids(tab).tab : header}
              tabIndex={hasTabs ? 0 : undefined}
              hidden={hidden}
              className={clsx(
                styles.panel,
                isSelected && styles.selected,
                isExpanded && styles.expanded,
              )}
            >
              {tab.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
