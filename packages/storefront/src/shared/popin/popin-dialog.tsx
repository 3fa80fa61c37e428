import { Modal, Skeleton } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../html-content.js';
import { useGetPopinQuery } from './popin-api.js';
import type { PopinRequest } from '../../state/popin-slice.js';
import { readPopinHtml } from './popin-document.js';
import styles from './popin-dialog.module.css';

export interface PopinDialogProps {
  /** The pop-in asked for last (kept while the dialog closes). */
  request: PopinRequest;
  open: boolean;
  onClose: () => void;
}

/**
 * A pop-in (spec 7.5) in the kit's modal: its text sanitised, its links routed (HtmlContent), its
 * own heading as the title. Lines of skeleton while it loads; a failure says so, with a retry.
 */
export default function PopinDialog({ request, open, onClose }: PopinDialogProps) {
  const { t } = useTranslation();
  const popin = useGetPopinQuery(request.path);
  const html = popin.currentData;
  const shown = useMemo(() => (html === undefined ? undefined : readPopinHtml(html)), [html]);

  let body;
  if (shown) body = <HtmlContent html={shown.body} />;
  else if (popin.isError)
    body = (
      <div className={styles.failure} role="alert">
        <p>{t('POPIN_FAILED')}</p>
        <button type="button" className={styles.retry} onClick={() => void popin.refetch()}>
          {t('POPIN_RETRY')}
        </button>
      </div>
    );
  else
    body = (
      <div aria-busy="true">
        <p>{t('POPIN_LOADING')}</p>
        <Skeleton lines={4} />
      </div>
    );

  return (
    <Modal open={open} onClose={onClose} title={shown?.title ?? request.title}>
      {body}
    </Modal>
  );
}
