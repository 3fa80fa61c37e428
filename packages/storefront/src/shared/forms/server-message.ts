import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server answers in English (the spec's messages: 'Your email address is already associated
 * with an account.'). This gives the i18n key whose English text is exactly the server's message,
 * the message itself when it is already a key ('ERROR_GENERIC', a VALIDATION_* key), and the
 * message unchanged when no key says it (it is then shown as sent).
 */
export function useServerMessageKey(): (message: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      if (i18n.exists(message)) return message;
      const english = i18n.getResourceBundle('en', 'translation') as
        Record<string, unknown> | undefined;
      const key = english
        ? Object.keys(english).find((candidate) => english[candidate] === message)
        : undefined;
      return key ?? message;
    },
    [i18n],
  );
}

/** A server's message in the store's language when one of our keys says it (see above). */
export function useServerMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  const messageKey = useServerMessageKey();
  return useCallback(
    (message: string) => {
      const key = messageKey(message);
      return key === message && !i18n.exists(message) ? message : t(key);
    },
    [t, i18n, messageKey],
  );
}
