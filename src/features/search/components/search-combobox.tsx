import { useCombobox } from 'downshift';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useGetSearchSuggestions } from '@generated/hooks/product/product';
import type { SearchSuggestion } from '@generated/hooks/model';
import { versionedImage } from '@/domain/chrome/image-version';
import { formatUsd } from '@/domain/money';
import { MethodPrice } from '@/ui/method-price';
import { KEYWORD_MAX_LENGTH, SEARCH_DEBOUNCE_MS, SEARCH_PARAM, submittableKeyword } from '@/domain/search/keyword';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import styles from './search-box.module.css';
import { fallbackHandover, type SearchComboboxProps } from './search-handover';

const productHref = (s: SearchSuggestion) => `/product/${s.id}/${s.productNameWithHypen}`;
const { InputKeyDownEnter, ItemClick, InputBlur, InputChange } = useCombobox.stateChangeTypes;

/**
 * The search field as an ARIA 1.2 combobox with a listbox popup: the suggestion panel
 * waits 1600 ms after the last keystroke and only asks for a non-empty keyword. Supplies are grouped
 * apart from the coins and bars. With no option active, Enter searches for what was typed.
 * (Downshift rather than react-aria: react-aria's combobox aria-hides the whole page while open,
 * adobe/react-spectrum#4937, which leaves focusable content hidden from screen readers.)
 */
export function SearchCombobox({ keyword, onKeywordChange, onSearch, inputId }: SearchComboboxProps) {
  const navigate = useNavigate();
  const settled = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const term = submittableKeyword(settled);
  const typed = submittableKeyword(keyword);
  const suggestions = useGetSearchSuggestions({ keyword: term ?? '', size: 8 }, { query: { enabled: term !== null, staleTime: 60_000 } });

  const groups = useMemo(() => {
    const list = typed && term ? (suggestions.data?.data ?? []) : [];
    return [
      { id: 'products', name: 'Products', items: list.filter((s) => s.productType !== 'Supplies') },
      { id: 'supplies', name: 'Supplies', items: list.filter((s) => s.productType === 'Supplies') },
    ].filter((g) => g.items.length > 0);
  }, [typed, term, suggestions.data]);
  const items = groups.flatMap((g) => g.items);
  const waiting = typed !== null && (typed !== term || suggestions.isFetching);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, closeMenu } = useCombobox<SearchSuggestion>({
    items,
    inputId,
    inputValue: keyword,
    selectedItem: null,
    itemToString: (s) => s?.name ?? '',
    onInputValueChange: ({ inputValue }) => onKeywordChange(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) navigate(productHref(selectedItem));
    },
    stateReducer: (state, { type, changes }) => {
      // A chosen product clears the box; leaving the box keeps what was typed.
      if (type === InputKeyDownEnter || type === ItemClick) return { ...changes, inputValue: changes.selectedItem ? '' : state.inputValue };
      if (type === InputBlur) return { ...changes, inputValue: state.inputValue };
      // A change that comes once the shopper has left the field (the browser's change event as it loses
      // focus, when the field's value was set by script) is no typing: the list stays as it was. Opened,
      // downshift would take the focus back from wherever the shopper went (the results page's heading).
      if (type === InputChange && document.activeElement?.id !== inputId) return { ...changes, isOpen: state.isOpen };
      return changes;
    },
  });

  // A server-rendered field can be typed in before the script has taken it over (React fires no change for
  // that): what was typed is in the field but not in the keyword, and Enter would search for nothing. It is
  // taken over here, once the field itself is hydrated (an update to its part before then would make React
  // render the part again, and the field would lose the focus and the rest of the typing).
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && input.value !== keyword) onKeywordChange(input.value);
    // Once, as the field is taken over: later the field and the keyword change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Replacing the plain field while someone types in it: focus and the caret stay where they were. Before
  // the browser paints (a layout effect): a key pressed between the swap and a later effect would reach the
  // page, not the field.
  useLayoutEffect(() => {
    if (!fallbackHandover.focused) return;
    fallbackHandover.focused = false;
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [inputId]);

  const showPanel = isOpen && typed !== null;
  const showList = showPanel && items.length > 0;
  const status = !showPanel
    ? ''
    : waiting && !showList
      ? `Looking for suggestions for “${typed}”…`
      : suggestions.isError
        ? 'Suggestions are unavailable. Press Enter to search.'
        : items.length === 0
          ? `No suggestions for “${typed}”. Press Enter to search all products.`
          : `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose, or press Enter to search.`;

  let index = -1;
  return (
    <div className={styles.combo}>
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- downshift links the label to the input by id */}
      <label {...getLabelProps()} className="visually-hidden">
        Search products
      </label>
      <input
        {...getInputProps({
          name: SEARCH_PARAM,
          'aria-expanded': showList,
          // Update the keyword in the keystroke's own event, so a fast typist loses no character.
          onChange: (event) => onKeywordChange(event.currentTarget.value),
          onKeyDown: (event) => {
            if (event.key === 'Enter' && (highlightedIndex < 0 || !showList)) {
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              event.preventDefault();
              closeMenu();
              // What is in the field, which is what the shopper typed even before the page was taken over.
              onSearch(event.currentTarget.value);
            }
          },
        })}
        className={styles.input}
        placeholder="Search coins, bars, rounds…"
        autoComplete="off"
        maxLength={KEYWORD_MAX_LENGTH}
      />
      <div className={styles.panel} hidden={!showPanel}>
        {/* Seen: the status as it is, "Looking for suggestions…" while typing. Heard: only what the search
            settles on, once; a live "Looking for…" for every keystroke was said five times for "eagle". */}
        <p className={showList ? 'visually-hidden' : styles.empty} aria-hidden="true">
          {status}
        </p>
        <p className="visually-hidden" role="status">
          {waiting ? '' : status}
        </p>
        <ul {...getMenuProps({ 'aria-label': 'Suggestions' })} className={styles.list} hidden={!showList}>
          {groups.map((g) => (
            <li key={g.id} role="presentation">
              <span id={`suggest-${g.id}`} className={styles.heading}>
                {g.name}
              </span>
              <ul role="group" aria-labelledby={`suggest-${g.id}`} className={styles.groupList}>
                {g.items.map((s) => {
                  index += 1;
                  return (
                    <li
                      key={s.id}
                      {...getItemProps({ item: s, index })}
                      className={styles.option}
                      data-highlighted={highlightedIndex === index || undefined}
                    >
                      <img src={versionedImage(s.imagePath ?? '', new Date())} alt="" width="40" height="40" />
                      <span className={styles.optionName}>{s.name}</span>
                      <span className={styles.optionMeta}>
                        {s.productType === 'Supplies' ? 'Supplies' : s.productType}
                        {s.lowestPrice ? (
                          <>
                            , from <MethodPrice value={formatUsd(s.lowestPrice)} method="eCheck" each />
                          </>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
