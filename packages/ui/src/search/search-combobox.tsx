import { SEARCH_MAX_LENGTH } from '@vitrine/validation';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, SubmitEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../icons/icons.js';
import utilities from '../styles/utilities.module.css';
import {
  AutocompleteDropdown,
  autocompleteOptionCount,
  autocompleteOptionId,
} from './autocomplete-dropdown.js';
import { clampSearchText, moveActiveOption, shouldShowAutocomplete } from './autocomplete-rules.js';
import type { ActiveOptionMove } from './autocomplete-rules.js';
import { SearchBanners } from './search-banners.js';
import styles from './search-combobox.module.css';
import type {
  AutocompleteFollow,
  AutocompleteStatus,
  AutocompleteSuggestions,
  SearchBanner,
} from './search-types.js';
import { useRotatingPlaceholder } from './use-rotating-placeholder.js';
import { SEARCH_QUERY_PARAM } from './search-query.js';

export interface SearchComboboxProps {
  /** The keyword (controlled). */
  value: string;
  /** Every edit, already cut to SEARCH_MAX_LENGTH (128) characters. */
  onChange: (value: string) => void;
  /** Runs the full search (Enter without an active option, the search button, 'see all'). */
  onSubmit: (value: string) => void;
  /**
   * Where the form goes before scripts run (or without them): a plain GET with the keyword as
   * `q`. Once the page runs, `onSubmit` handles every search.
   */
  action?: string | undefined;
  /**
   * The shopper closed the search: Escape on a closed popup (the keyword is then cleared
   * through `onChange('')`) or the popup's close button (spec §4: closing clears the keyword).
   */
  onClose?: (() => void) | undefined;
  /**
   * The autocomplete answer for the keyword. The app debounces (AUTOCOMPLETE_DEBOUNCE), fetches
   * from AUTOCOMPLETE_FETCH_MIN_LENGTH characters and passes the answer here.
   */
  suggestions?: AutocompleteSuggestions | undefined;
  /** Where the autocomplete call stands; 'idle' by default. */
  status?: AutocompleteStatus | undefined;
  /** A suggestion was followed (click, or Enter on the active option); its link navigates. */
  onFollow?: ((item: AutocompleteFollow) => void) | undefined;
  /** 'See all results' as a link to this address… */
  seeAllHref?: string | undefined;
  /** …or as a button calling this (`onSubmit` when neither is given). */
  onSeeAll?: ((value: string) => void) | undefined;
  /** Merchandising banners of zones 3 to 5, shown when the search is focused and empty. */
  emptyFocusBanners?: SearchBanner[] | undefined;
  /** Whether the banners may show: the app sets it on large screens only (spec §2.2). */
  showEmptyFocusBanners?: boolean | undefined;
  /** A banner was followed. */
  onBannerFollow?: ((banner: SearchBanner) => void) | undefined;
  /** Desktop: the placeholder rotates every 2 s. Mobile (false): a plain 'Search'. */
  rotatePlaceholder?: boolean | undefined;
  /** Id of the input. */
  id?: string | undefined;
  className?: string | undefined;
}

const ARROW_MOVES: Partial<Record<string, ActiveOptionMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
};

/**
 * The search bar with autocomplete (spec §2.2, §4, §9), a WAI-ARIA APG combobox with a listbox
 * popup. The input keeps the focus; Up and Down move through the category pages then the
 * products (aria-activedescendant); Enter follows the active option or runs the search; Escape
 * closes the popup, then clears the keyword; Tab leaves. The popup shows from 2 characters; on
 * an empty focused search, large screens show merchandising banners instead.
 */
export function SearchCombobox({
  value,
  onChange,
  onSubmit,
  action,
  onClose,
  suggestions,
  status = 'idle',
  onFollow,
  seeAllHref,
  onSeeAll,
  emptyFocusBanners = [],
  showEmptyFocusBanners = false,
  onBannerFollow,
  rotatePlaceholder = false,
  id,
  className,
}: SearchComboboxProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Set when the kit itself moves the focus back to the field, so that it does not reopen.
  const quietFocus = useRef(false);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const placeholder = useRotatingPlaceholder({
    rotate: rotatePlaceholder,
    paused: focused || value !== '',
  });

  const keywordLongEnough = shouldShowAutocomplete(value);
  const showSuggestions = open && keywordLongEnough && (status !== 'idle' || !!suggestions);
  const optionCount =
    keywordLongEnough && status !== 'error' ? autocompleteOptionCount(suggestions) : 0;
  const expanded = showSuggestions && optionCount > 0;
  const active = expanded && activeIndex < optionCount ? activeIndex : -1;
  const activeId = active >= 0 ? autocompleteOptionId(listboxId, active) : undefined;
  const showBanners = open && value === '' && showEmptyFocusBanners && emptyFocusBanners.length > 0;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const focusField = () => {
    quietFocus.current = true;
    inputRef.current?.focus();
    quietFocus.current = false;
  };

  const submit = () => {
    const keyword = value.trim();
    if (keyword === '') return;
    close();
    onSubmit(keyword);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(clampSearchText(event.target.value));
    setOpen(true);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = ARROW_MOVES[event.key];
    if (move) {
      if (optionCount === 0) return;
      event.preventDefault();
      setOpen(true);
      setActiveIndex(moveActiveOption(active, optionCount, move));
      return;
    }
    switch (event.key) {
      case 'Enter':
        if (activeId) {
          event.preventDefault();
          document.getElementById(activeId)?.click();
        }
        // Otherwise the form submits.
        return;
      case 'Escape':
        event.preventDefault();
        if (showSuggestions || showBanners) {
          close();
        } else {
          setActiveIndex(-1);
          if (value !== '') onChange('');
          onClose?.();
        }
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the field, and the visual focus comes back to it.
        setActiveIndex(-1);
        return;
      default:
        return;
    }
  };

  const handleFormSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !rootRef.current?.contains(next)) close();
  };

  const handleClear = () => {
    onChange('');
    setActiveIndex(-1);
    inputRef.current?.focus();
  };

  const handleCloseButton = () => {
    close();
    onChange('');
    onClose?.();
    focusField();
  };

  const handleFollow = (item: AutocompleteFollow) => {
    close();
    onFollow?.(item);
  };

  const handleSeeAll = () => {
    const keyword = value.trim();
    close();
    (onSeeAll ?? onSubmit)(keyword);
  };

  const handleBannerFollow = (banner: SearchBanner) => {
    close();
    onBannerFollow?.(banner);
  };

  return (
    <div ref={rootRef} role="search" className={clsx(styles.search, className)} onBlur={handleBlur}>
      <form
        className={styles.form}
        action={action}
        method="get"
        onSubmit={handleFormSubmit}
        noValidate
      >
        <label htmlFor={inputId} className={utilities.visuallyHidden}>
          {t('LABEL_SEARCH')}
        </label>
        <div className={styles.field}>
          <input
            ref={inputRef}
            id={inputId}
            name={SEARCH_QUERY_PARAM}
            className={styles.input}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={placeholder}
            value={value}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            onClick={() => {
              setOpen(true);
            }}
            onFocus={() => {
              setFocused(true);
              if (!quietFocus.current) setOpen(true);
            }}
            onBlur={() => {
              setFocused(false);
            }}
          />
          {value !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('LABEL_SEARCH_CLEAR')}
              onClick={handleClear}
            >
              <CloseIcon size={16} strokeWidth={2} />
            </button>
          )}
          <button type="submit" className={styles.submit} aria-label={t('LABEL_SEARCH')}>
            <SearchIcon size={22} strokeWidth={1.75} />
          </button>
        </div>
      </form>
      <AutocompleteDropdown
        listboxId={listboxId}
        open={showSuggestions}
        query={value}
        suggestions={suggestions}
        status={status}
        activeIndex={active}
        onFollow={handleFollow}
        seeAllHref={seeAllHref}
        onSeeAll={handleSeeAll}
        onClose={handleCloseButton}
      />
      {showBanners && !showSuggestions && (
        <SearchBanners banners={emptyFocusBanners} onFollow={handleBannerFollow} />
      )}
    </div>
  );
}
