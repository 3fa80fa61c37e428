import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TranslationSet } from './define.js';

/** The groups already added, per i18next instance (one per store page). */
const added = new WeakMap<I18n, Set<TranslationSet>>();

/**
 * Adds a group of texts that comes with its pages' code (routeTranslationGroups), both languages,
 * to i18next before the page renders them: called first thing in the page's component.
 */
export function useRouteTexts(texts: TranslationSet): void {
  const { i18n } = useTranslation();
  const groups = added.get(i18n) ?? new Set<TranslationSet>();
  added.set(i18n, groups);
  if (groups.has(texts)) return;
  for (const language of ['fr', 'en'] as const)
    i18n.addResourceBundle(language, 'translation', texts[language], true, false);
  groups.add(texts);
}
