import { Skeleton } from '@vitrine/ui';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { HtmlContent } from '../../../shared/html-content.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { useGetContactServiceHtmlQuery } from '../api/content-api.js';
import { ContentPage } from '../components/content-page.js';
import { customerServiceHtml } from '../components/customer-service.js';
import { ContactForm } from '../contact/contact-form.js';
import { contactFormTranslations } from '../contact/contact-form.i18n.js';
import styles from './contact-page.module.css';

/**
 * The contact page: how to reach customer service (phone and hours from the footer content),
 * where to find answers, and the contact form (spec 2.1, 5, 7.3).
 */
export default function ContactPage() {
  useRouteTexts(contactFormTranslations);
  const { t } = useTranslation();
  const { config, paths } = useStoreContext();
  const phoneId = useId();
  const answersId = useId();
  const formId = useId();
  const footer = useGetContactServiceHtmlQuery();
  const service = useMemo(
    () => (footer.data ? customerServiceHtml(footer.data, paths.contact, config.segment) : ''),
    [footer.data, paths.contact, config.segment],
  );
  const title = t('CONTENT_CONTACT_TITLE');
  return (
    <ContentPage title={title}>
      <PageMeta title={title} description={t('CONTENT_CONTACT_DESCRIPTION')} />
      <p className={styles.intro}>{t('CONTENT_CONTACT_INTRO')}</p>
      <div className={styles.sections}>
        {(footer.isLoading || service) && (
          <section className={styles.section} aria-labelledby={phoneId}>
            <h2 id={phoneId} className={styles.heading}>
              {t('CONTENT_CONTACT_PHONE_TITLE')}
            </h2>
            {service ? (
              <HtmlContent html={service} />
            ) : (
              <div aria-busy="true">
                <Skeleton lines={2} />
              </div>
            )}
          </section>
        )}
        <section className={styles.section} aria-labelledby={answersId}>
          <h2 id={answersId} className={styles.heading}>
            {t('CONTENT_CONTACT_SELF_SERVICE_TITLE')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={paths.help}>{t('CONTENT_CONTACT_HELP_LINK')}</Link>
            </li>
            <li>
              <Link to={paths.account.orderHistory}>{t('CONTENT_CONTACT_ORDERS_LINK')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <section className={`${styles.section} ${styles.formSection}`} aria-labelledby={formId}>
        <h2 id={formId} className={styles.heading}>
          {t('CONTACT_FORM_TITLE')}
        </h2>
        <p className={styles.formIntro}>{t('CONTACT_FORM_INTRO')}</p>
        <ContactForm labelledBy={formId} />
      </section>
    </ContentPage>
  );
}
