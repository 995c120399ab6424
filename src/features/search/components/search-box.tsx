import { Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import { useNavigate } from 'react-router';
import {
  KEYWORD_MAX_LENGTH,
  SEARCH_DESKTOP_MIN_WIDTH,
  SEARCH_PARAM,
  SEARCH_RESULTS_PATH,
  searchResultsHref,
  submittableKeyword,
} from '@/domain/search/keyword';
import { VOICE_MOBILE_NAVIGATE_MS } from '@/domain/search/voice';
import { useVoiceSearch } from '../hooks/use-voice-search';
import styles from './search-box.module.css';
import { fallbackHandover, type SearchComboboxProps } from './search-handover';

// The suggestions combobox (downshift) loads beside the shell; until it arrives the same field works as a
// plain search box, and whatever was typed, and the focus, carry over.
const SearchCombobox = lazyPart(() => import('./search-combobox').then((m) => ({ default: m.SearchCombobox })));

function PlainSearchInput({ keyword, onKeywordChange, inputId }: SearchComboboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    return () => {
      fallbackHandover.focused = input !== null && document.activeElement === input;
    };
  }, []);
  return (
    <div className={styles.combo}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        ref={ref}
        id={inputId}
        name={SEARCH_PARAM}
        className={styles.input}
        placeholder="Search coins, bars, rounds…"
        autoComplete="off"
        maxLength={KEYWORD_MAX_LENGTH}
        value={keyword}
        onChange={(e) => onKeywordChange(e.currentTarget.value)}
      />
    </div>
  );
}

const INPUT_ID = 'header-search';

/**
 * The header search. Enter or the button opens the results page; a blank keyword is
 * never submitted. Voice input fills the box, and on mobile opens the results 300 ms after the last
 * words.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const navigateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    return () => {
      if (navigateTimer.current) clearTimeout(navigateTimer.current);
    };
  }, []);

  const search = (raw: string) => {
    const k = submittableKeyword(raw);
    if (k) navigate(searchResultsHref(k));
  };
  const voice = useVoiceSearch({
    onTranscript: setKeyword,
    onDone: (k) => {
      setKeyword(k);
      const desktop = typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${SEARCH_DESKTOP_MIN_WIDTH}px)`).matches;
      if (!desktop) navigateTimer.current = setTimeout(() => search(k), VOICE_MOBILE_NAVIGATE_MS);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What is in the field (typed, perhaps, before the page was taken over), as the form would send it.
    const typed = new FormData(event.currentTarget).get(SEARCH_PARAM);
    search(typeof typed === 'string' ? typed : keyword);
  };

  return (
    // The form is a plain GET to the results page too: Enter or Search works before the script has
    // arrived (the results page is rendered on the server), and without it.
    <form role="search" action={SEARCH_RESULTS_PATH} method="get" className={styles.search} onSubmit={onSubmit} aria-label="Products">
      <Suspense fallback={<PlainSearchInput keyword={keyword} onKeywordChange={setKeyword} onSearch={search} inputId={INPUT_ID} />}>
        <SearchCombobox keyword={keyword} onKeywordChange={setKeyword} onSearch={search} inputId={INPUT_ID} />
      </Suspense>
      <button
        type="button"
        className={styles.voice}
        data-state={voice.state}
        aria-pressed={voice.state === 'listening'}
        aria-describedby="voice-status"
        onClick={voice.toggle}
      >
        <MicrophoneIcon blocked={voice.state === 'blocked'} />
        <span className="visually-hidden">Search by voice</span>
      </button>
      <button type="submit" className={styles.submit}>
        Search
      </button>
      <p id="voice-status" role="status" className={voice.message || voice.state === 'listening' ? styles.status : 'visually-hidden'}>
        {voice.message ?? (voice.state === 'listening' ? 'Listening… say a product name.' : '')}
      </p>
    </form>
  );
}

function MicrophoneIcon({ blocked }: { blocked: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {blocked ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
