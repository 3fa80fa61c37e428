import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../core/use-media-query.js';
import { useUi } from '../core/ui-context.js';
import { ChevronDownIcon, HeadsetIcon, LockIcon, ReturnsIcon } from '../icons/icons.js';
import controls from '../styles/controls.module.css';
import styles from './footer.module.css';
import { NewsletterBox } from './newsletter-box.js';
import type { NewsletterBoxProps } from './newsletter-box.js';
import { SOCIAL_NETWORK_NAMES, SocialIcon } from './social-networks.js';
import type { SocialNetwork } from './social-networks.js';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface FooterSocialLink {
  network: SocialNetwork;
  href: string;
}

/** Optional pages behind the three promises of the reassurance strip. */
export interface FooterReassuranceLinks {
  returns?: string | undefined;
  payment?: string | undefined;
  customerService?: string | undefined;
}

export interface FooterProps {
  /** Link columns (Aide, Commande, Nos services, À propos…), from the site content. */
  columns: FooterColumn[];
  /** The newsletter box's props (its onSubmit, status and server error). */
  newsletter: NewsletterBoxProps;
  /** Social networks, opened in a new tab. */
  socialLinks?: FooterSocialLink[] | undefined;
  /** Legal notices, terms, privacy, cookies, accessibility… */
  legalLinks?: FooterLink[] | undefined;
  /** Reopens the cookie consent choices: a 'Cookie settings' button among the legal links. */
  onCookieSettings?: (() => void) | undefined;
  reassuranceLinks?: FooterReassuranceLinks | undefined;
  /**
   * The store's own footer content (its service information as the CMS wrote it: customer service
   * hours, payment, delivery), shown in a band above the legal links.
   */
  information?: ReactNode;
  /** Year of the copyright line. */
  year: number;
  /** Holder of the copyright; 'Vitrine' by default. */
  brandName?: string | undefined;
  /**
   * Called when a link is followed (analytics 'other click'), with a stable label: the promise
   * of a reassurance link ('returns', 'payment', 'customer_service'), the network of a social
   * link ('facebook'…), else the link's address.
   */
  onLinkClick?: FooterLinkClick | undefined;
  className?: string | undefined;
}

/** Called when a footer link is followed, with its stable label and its address. */
export type FooterLinkClick = (label: string, href: string) => void;

/** Columns are an accordion on phones and open lists from 768 px. */
const OPEN_COLUMNS = '(min-width: 768px)';

function LinkList({
  links,
  onLinkClick,
}: {
  links: FooterLink[];
  onLinkClick?: FooterLinkClick | undefined;
}) {
  const { Link } = useUi();
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={`${link.href}|${link.label}`}>
          <Link
            href={link.href}
            className={styles.link}
            onClick={() => onLinkClick?.(link.href, link.href)}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface ColumnProps {
  column: FooterColumn;
  onLinkClick?: FooterLinkClick | undefined;
}

function CollapsibleColumn({ column, onLinkClick }: ColumnProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>
        <button
          type="button"
          id={buttonId}
          className={clsx(controls.disclosure, styles.toggle)}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((current) => !current);
          }}
        >
          <span>{column.title}</span>
          <ChevronDownIcon className={controls.disclosureChevron} size={20} />
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.panel}
        hidden={!open}
      >
        <LinkList links={column.links} onLinkClick={onLinkClick} />
      </div>
    </div>
  );
}

function OpenColumn({ column, onLinkClick }: ColumnProps) {
  return (
    <div className={styles.column}>
      <h2 className={clsx(styles.columnTitle, styles.columnHeading)}>{column.title}</h2>
      <LinkList links={column.links} onLinkClick={onLinkClick} />
    </div>
  );
}

function Reassurance({
  icon,
  title,
  detail,
  href,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  href: string | undefined;
  onClick: () => void;
}) {
  const { Link } = useUi();
  const content = (
    <>
      <span className={styles.promiseIcon}>{icon}</span>
      <span className={styles.promiseText}>
        <span className={styles.promiseTitle}>{title}</span>{' '}
        <span className={styles.promiseDetail}>{detail}</span>
      </span>
    </>
  );
  return (
    <li className={styles.promise}>
      {href === undefined ? (
        <span className={styles.promiseBody}>{content}</span>
      ) : (
        <Link
          href={href}
          className={clsx(styles.promiseBody, styles.promiseLink)}
          onClick={onClick}
        >
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * The site footer: reassurance strip, newsletter box (spec §2.4), link columns (an APG
 * accordion on phones, open from 768 px), social links, legal links and copyright.
 */
export function Footer({
  columns,
  newsletter,
  socialLinks = [],
  legalLinks = [],
  onCookieSettings,
  reassuranceLinks = {},
  information,
  year,
  brandName = 'Vitrine',
  onLinkClick,
  className,
}: FooterProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const socialTitleId = useId();
  const columnsOpen = useMediaQuery(OPEN_COLUMNS);
  const Column = columnsOpen ? OpenColumn : CollapsibleColumn;

  return (
    <footer className={clsx(styles.footer, className)}>
      <ul className={styles.reassurance} aria-label={t('LABEL_FOOTER_REASSURANCE')}>
        <Reassurance
          icon={<ReturnsIcon />}
          title={t('LABEL_FOOTER_FREE_RETURNS')}
          detail={t('LABEL_FOOTER_FREE_RETURNS_DETAIL')}
          href={reassuranceLinks.returns}
          onClick={() => {
            if (reassuranceLinks.returns) onLinkClick?.('returns', reassuranceLinks.returns);
          }}
        />
        <Reassurance
          icon={<LockIcon />}
          title={t('LABEL_FOOTER_SECURE_PAYMENT')}
          detail={t('LABEL_FOOTER_SECURE_PAYMENT_DETAIL')}
          href={reassuranceLinks.payment}
          onClick={() => {
            if (reassuranceLinks.payment) onLinkClick?.('payment', reassuranceLinks.payment);
          }}
        />
        <Reassurance
          icon={<HeadsetIcon />}
          title={t('LABEL_FOOTER_CUSTOMER_SERVICE')}
          detail={t('LABEL_FOOTER_CUSTOMER_SERVICE_DETAIL')}
          href={reassuranceLinks.customerService}
          onClick={() => {
            if (reassuranceLinks.customerService)
              onLinkClick?.('customer_service', reassuranceLinks.customerService);
          }}
        />
      </ul>

      <div className={styles.main}>
        <NewsletterBox {...newsletter} className={clsx(styles.newsletter, newsletter.className)} />
        <nav className={styles.columns} aria-label={t('LABEL_FOOTER_NAVIGATION')}>
          {columns.map((column, index) => (
            <Column
              key={`${column.title}-${String(index)}`}
              column={column}
              onLinkClick={onLinkClick}
            />
          ))}
        </nav>
        {socialLinks.length > 0 && (
          <div className={styles.social}>
            <p id={socialTitleId} className={styles.socialTitle}>
              {t('LABEL_FOOTER_FOLLOW_US')}
            </p>
            <ul className={styles.socialLinks} aria-labelledby={socialTitleId}>
              {socialLinks.map((social) => (
                <li key={`${social.network}|${social.href}`}>
                  <Link
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    onClick={() => onLinkClick?.(social.network, social.href)}
                    aria-label={t('LABEL_FOOTER_FOLLOW_US_ON', {
                      network: SOCIAL_NETWORK_NAMES[social.network],
                    })}
                  >
                    <SocialIcon network={social.network} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {information !== undefined && <div className={styles.information}>{information}</div>}

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          {(legalLinks.length > 0 || onCookieSettings) && (
            <nav aria-label={t('LABEL_FOOTER_LEGAL')}>
              <ul className={styles.legal}>
                {legalLinks.map((link) => (
                  <li key={`${link.href}|${link.label}`}>
                    <Link
                      href={link.href}
                      className={styles.legalLink}
                      onClick={() => onLinkClick?.(link.href, link.href)}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
                {onCookieSettings && (
                  <li>
                    <button type="button" className={styles.legalButton} onClick={onCookieSettings}>
                      {t('LABEL_CONSENT_SETTINGS')}
                    </button>
                  </li>
                )}
              </ul>
            </nav>
          )}
          <p className={styles.copyright}>
            {t('LABEL_FOOTER_COPYRIGHT', { year: String(year), brand: brandName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
