/** An object whose properties may be read: history states are whatever a navigation put there. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
