import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { downloadInvoice } from '../invoice-download.js';
import { invoiceHref } from '../order-format.js';
import styles from './order-overview.module.css';

export interface InvoiceLinkProps {
  orderNumber: string;
  /** The order's `invoiceUrl`. */
  invoiceUrl: string;
}

/** 'Download the invoice (PDF)': a download link, fetched with the API's key (see downloadInvoice). */
export function InvoiceLink({ orderNumber, invoiceUrl }: InvoiceLinkProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const href = invoiceHref(invoiceUrl, config.apiOrigin, config.segment);

  const download = async () => {
    setState('downloading');
    try {
      await downloadInvoice(href, config.appKey, `${orderNumber}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.invoiceBox}>
      <a
        className={styles.invoice}
        href={href}
        download
        type="application/pdf"
        aria-disabled={state === 'downloading' || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (state !== 'downloading') void download();
        }}
      >
        {t('ORDERS_INVOICE_DOWNLOAD')}
      </a>
      <p role="alert" className={styles.invoiceError}>
        {state === 'failed' ? t('ORDERS_INVOICE_FAILED') : ''}
      </p>
    </div>
  );
}
