import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

type SkeletonVariant = 'block' | 'text' | 'circle';

export interface SkeletonProps {
  /** 'block' (images, buttons), 'text' (lines of text) or 'circle' (avatars, swatches). */
  variant?: SkeletonVariant | undefined;
  /** A CSS length or pixels; text lines fill their container by default. */
  width?: number | string | undefined;
  /** A CSS length or pixels; text lines take the line height. */
  height?: number | string | undefined;
  /** Text: how many lines (the last one is shorter). */
  lines?: number | undefined;
  /** Block: width / height (0.8 for product pictures) instead of a fixed height. */
  aspectRatio?: number | undefined;
  className?: string | undefined;
}

const length = (value: number | string | undefined) =>
  typeof value === 'number' ? `${String(value)}px` : value;

/**
 * A grey placeholder with a shimmer (still under reduced motion) standing in for content that is
 * loading. Hidden from assistive technology: say 'Loading…' once around a group of skeletons.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  lines = 1,
  aspectRatio,
  className,
}: SkeletonProps) {
  const style: CSSProperties = {
    width: length(width),
    height: length(height) ?? (aspectRatio !== undefined ? 'auto' : undefined),
    aspectRatio: aspectRatio !== undefined ? String(aspectRatio) : undefined,
  };
  if (variant === 'text' && lines > 1)
    return (
      <span
        className={clsx(styles.lines, className)}
        style={{ width: length(width) }}
        aria-hidden="true"
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={clsx(styles.skeleton, styles.text, index === lines - 1 && styles.lastLine)}
            style={{ height: length(height) }}
          />
        ))}
      </span>
    );
  return (
    <span
      className={clsx(styles.skeleton, styles[variant], className)}
      style={style}
      aria-hidden="true"
    />
  );
}
