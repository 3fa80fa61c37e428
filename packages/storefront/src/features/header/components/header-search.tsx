import { headerClick } from '@vitrine/analytics';
import type { SearchResponse } from '@vitrine/api-client';
import {
  AUTOCOMPLETE_DEBOUNCE,
  LoadingOverlay,
  SearchCombobox,
  type AutocompleteFollow,
  type AutocompleteSuggestions,
} from '@vitrine/ui';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { flashSet, pathReached } from '../../../state/flash-slice.js';
import { track } from '../../../shared/analytics.js';
import { toAutocompleteProduct } from '../../../shared/product-cards.js';
import { trackProductClick } from '../../../shared/product-tracking.js';
import { useImpressions } from '../../../shared/use-impressions.js';
import { useDebouncedValue } from '../../../shared/use-debounced-value.js';
import { useGetSiteContentQuery } from '../../../shared/site-api.js';
import { useGetSuggestionsQuery } from '../api/header-api.js';
import { useLazyRunSearchQuery } from '../api/search-api.js';
import { autocompleteQuery } from './autocomplete-query.js';
import { searchBanners } from '../../../shared/site-content.js';

/** The autocomplete's products, as an analytics list. */
const AUTOCOMPLETE_LIST = 'autocomplete';

/** What a results page receives in its navigation state after a header search. */
interface SearchNavigationState {
  search: SearchResponse['data'];
}

export interface HeaderSearchProps {
  isDesktop: boolean;
}

/**
 * The header search (spec 2.2, 4): autocomplete after a 500 ms debounce, the full search on
 * Enter / OK / 'see all results' with a loading overlay, then the page the search leads to.
 */
export default function HeaderSearch({ isDesktop }: HeaderSearchProps) {
  const { config } = useStoreContext();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, AUTOCOMPLETE_DEBOUNCE);
  const query = autocompleteQuery(debounced);
  const autocomplete = useGetSuggestionsQuery(query ?? '', { skip: query === null });
  const [runSearch, search] = useLazyRunSearchQuery();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const siteContent = useGetSiteContentQuery();
  const banners = useMemo(
    () => searchBanners(siteContent.data, config.segment),
    [siteContent.data, config.segment],
  );

  const suggestions = useMemo<AutocompleteSuggestions | undefined>(
    () =>
      autocomplete.currentData && {
        pages: autocomplete.currentData.pages.map((page) => ({
          id: page.id,
          url: page.url,
          label: page.label,
          highlight: page.highlight
            .map((part) => (part.match ? `<mark>${part.text}</mark>` : part.text))
            .join(''),
        })),
        products: autocomplete.currentData.products.map(toAutocompleteProduct),
      },
    [autocomplete.currentData],
  );

  // The autocomplete's products are a list of their own (impressions, product clicks).
  const shownProducts = suggestions && autocomplete.currentData?.products;
  useImpressions(AUTOCOMPLETE_LIST, shownProducts);

  const status =
    query === null
      ? 'idle'
      : autocomplete.isError
        ? 'error'
        : autocomplete.currentData && query === autocomplete.originalArgs
          ? 'ready'
          : 'loading';

  const submit = async (text: string) => {
    const term = text.trim();
    if (!term) return;
    track(headerClick('search', term));
    const answer = await runSearch({ term, kind: config.slugs.search });
    if (!answer.data) {
      // The popup closed on submit: the failure is said above the page, until the next page.
      dispatch(flashSet({ messageKey: 'LABEL_SEARCH_ERROR', severity: 'error' }));
      dispatch(pathReached(pathname));
      return;
    }
    setKeyword('');
    const state: SearchNavigationState = { search: answer.data.data };
    await navigate(answer.data.contextUrl, { state });
  };

  const follow = (item: AutocompleteFollow) => {
    track(headerClick(`autocomplete_${item.type}`, item.url));
    const products = autocomplete.currentData?.products ?? [];
    const index = products.findIndex((card) => card.id === item.id);
    const card = products[index];
    if (item.type === 'product' && card)
      trackProductClick(config.segment, AUTOCOMPLETE_LIST, card, index);
    setKeyword('');
  };

  return (
    <>
      <SearchCombobox
        value={keyword}
        onChange={setKeyword}
        onSubmit={(text) => void submit(text)}
        action={`/${config.segment}/${config.slugs.search}`}
        onClose={() => {
          setKeyword('');
        }}
        suggestions={suggestions}
        status={status}
        onFollow={follow}
        emptyFocusBanners={banners}
        showEmptyFocusBanners={isDesktop}
        rotatePlaceholder={isDesktop}
      />
      <LoadingOverlay loading={search.isFetching} fullPage />
    </>
  );
}
