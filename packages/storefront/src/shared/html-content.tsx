import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStoreContext } from '../app/store-context.js';
import { storePathOf } from './store-path.js';
import styles from './html-content.module.css';

/** Content HTML (CMS pages, popins, size guides) cleaned of scripts, handlers and frames. */
function sanitizeContentHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

export interface HtmlContentProps {
  html: string;
  className?: string | undefined;
}

/**
 * Server HTML shown in the page (spec 7.5), sanitised with DOMPurify. Links into this store
 * ('/fr/aide') navigate through the router instead of reloading the page.
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const { config } = useStoreContext();
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeContentHtml(html), [html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a[href]');
    const href = link?.getAttribute('href');
    if (!href || link?.getAttribute('target')) return;
    const path = storePathOf(href, config.segment);
    if (path === href) return; // another site or store: let the browser go
    event.preventDefault();
    void navigate(path);
  };

  return (
    // Only routes clicks on the links inside, which keep their own keyboard behaviour.
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
