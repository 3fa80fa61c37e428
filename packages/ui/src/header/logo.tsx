import { clsx } from 'clsx';
import type { MouseEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import utilities from '../styles/utilities.module.css';
import styles from './logo.module.css';

export interface LogoProps {
  /** The home page's address. */
  homeHref?: string | undefined;
  /** On the home page the logo is the page's heading and a disabled link (spec §2.2). */
  isHome?: boolean | undefined;
  /**
   * Called on a click of the link (not on the home page). The spec wants the logo to reload the
   * home page: the app's `Link` or this handler does it.
   */
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  className?: string | undefined;
}

/** The 'VITRINE' wordmark with its shop-window arch; decorative, the link carries the name. */
function Wordmark() {
  return (
    <svg
      className={styles.wordmark}
      width="168"
      height="32"
      viewBox="0 0 168 32"
      aria-hidden="true"
      focusable="false"
    >
      {/* The mark: an arched shop window with its sill. */}
      <path
        d="M3 29V12a9 9 0 0 1 18 0v17"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="square"
      />
      <path d="M12 8v21M7 19h10" fill="none" stroke="currentColor" strokeWidth="1" />
      <path d="M0 30h24" stroke="currentColor" strokeWidth="2" />
      <text
        x="32"
        y="27"
        fill="currentColor"
        fontFamily="Didot, 'Bodoni 72', Georgia, 'Times New Roman', serif"
        fontSize="26"
        fontWeight="400"
        textLength="136"
        lengthAdjust="spacingAndGlyphs"
      >
        VITRINE
      </text>
    </svg>
  );
}

/**
 * The brand logo: a link to the home page; on the home page, a heading holding a disabled link
 * (no address, not focusable) so the page keeps its one `h1`.
 */
export function Logo({ homeHref = '/', isHome = false, onClick, className }: LogoProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const name = <span className={utilities.visuallyHidden}>{t('LABEL_LOGO_HOME')}</span>;
  if (isHome)
    return (
      <h1 className={clsx(styles.heading, className)}>
        <a className={clsx(styles.logo, styles.current)} role="link" aria-disabled="true">
          <Wordmark />
          {name}
        </a>
      </h1>
    );
  return (
    <Link href={homeHref} className={clsx(styles.logo, className)} onClick={onClick}>
      <Wordmark />
      {name}
    </Link>
  );
}
