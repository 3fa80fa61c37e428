import { clsx } from 'clsx';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { breadcrumbTrail } from './breadcrumb-trail.js';
import type { BreadcrumbItem } from './breadcrumb-trail.js';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** The pages after Home, the last one being the current page (labels are content). */
  items: readonly BreadcrumbItem[];
  /** Where Home leads ('/' by default; the app adds its locale prefix). */
  homeHref?: string | undefined;
  className?: string | undefined;
}

/**
 * The path of the current page (spec §2.1): Home first, the current page last, as text with
 * aria-current="page". On phones a long path collapses in the middle behind a '…' button.
 */
export function Breadcrumbs({ items, homeHref = '/', className }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const focusRevealed = useRef(false);
  const { crumbs, collapseAt } = breadcrumbTrail({ label: t('LABEL_HOME'), href: homeHref }, items);

  useEffect(() => {
    // The '…' button goes away once pressed: focus moves to the first crumb it revealed.
    if (expanded && focusRevealed.current) {
      focusRevealed.current = false;
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  return (
    <nav aria-label={t('LABEL_BREADCRUMB')} className={clsx(styles.breadcrumbs, className)}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${String(index)}-${crumb.href}`}>
            {index === collapseAt && !expanded && (
              <li className={clsx(styles.item, styles.expander)}>
                <button
                  type="button"
                  className={styles.expanderButton}
                  aria-label={t('LABEL_BREADCRUMB_SHOW_ALL')}
                  onClick={() => {
                    focusRevealed.current = true;
                    setExpanded(true);
                  }}
                >
                  …
                </button>
              </li>
            )}
            <li
              className={clsx(
                styles.item,
                crumb.collapsible && !expanded && styles.collapsible,
                crumb.current && styles.currentItem,
              )}
            >
              {crumb.current ? (
                <span className={styles.current} aria-current="page">
                  {crumb.label}
                </span>
              ) : (
                <Link
                  href={crumb.href}
                  className={styles.link}
                  ref={index === collapseAt ? firstRevealed : null}
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
