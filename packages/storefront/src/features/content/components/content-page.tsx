import { Breadcrumbs, Skeleton } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './content-page.module.css';

export interface ContentPageProps {
  /** The page's name: its h1 and the last crumb; undefined while it loads (skeletons hold the place). */
  title: string | undefined;
  children: ReactNode;
}

/** The frame of a content page: breadcrumbs (Home › title, spec 2.1), the h1, the content. */
export function ContentPage({ title, children }: ContentPageProps) {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      {title === undefined ? (
        <div aria-hidden="true">
          <div className={styles.crumbLine}>
            <Skeleton variant="block" width="10rem" height="1em" />
          </div>
          <div className={styles.title}>
            <Skeleton variant="block" width="min(24rem, 80%)" height="1.2em" />
          </div>
        </div>
      ) : (
        <>
          <Breadcrumbs items={[{ label: title, href: pathname }]} />
          <h1 className={styles.title}>{title}</h1>
        </>
      )}
      {children}
    </div>
  );
}
