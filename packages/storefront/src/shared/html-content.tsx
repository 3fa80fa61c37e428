import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../app/hooks.js';
import { useStoreContext } from '../app/store-context.js';
import { popinOpened } from '../state/popin-slice.js';
import { isPlainClick } from './plain-click.js';
import { markPopinLinks, popinPathOf } from './popin/popin-address.js';
import { storePathOf } from './store-path.js';
import styles from './html-content.module.css';

/**
 * Content HTML (CMS pages, popins, size guides, linking blocks, the footer's) cleaned of scripts,
 * handlers and frames, its pop-in links marked as opening a dialog.
 */
function sanitizeContentHtml(html: string, segment: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
  return markPopinLinks(clean, segment);
}

export interface HtmlContentProps {
  html: string;
  className?: string | undefined;
}

/**
 * Server HTML shown in the page (spec 7.5), sanitised with DOMPurify. Links into this store
 * ('/fr/aide') navigate through the router instead of reloading the page; links to a pop-in
 * ('/fr/media/wysiwyg/popin/privilege-code', docs/decisions/021) open it in the frame's dialog.
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const { config } = useStoreContext();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const clean = useMemo(() => sanitizeContentHtml(html, config.segment), [html, config.segment]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element).closest('a[href]');
    const href = link?.getAttribute('href');
    if (!link || !href || link.getAttribute('target')) return;
    const popin = popinPathOf(href, config.segment);
    if (popin !== undefined) {
      event.preventDefault();
      dispatch(popinOpened({ path: popin, title: link.textContent.trim() }));
      return;
    }
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
