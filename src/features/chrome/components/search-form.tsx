import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './header.module.css';

/** Header search: a blank or whitespace-only keyword is never submitted (spec 5). */
export function SearchForm() {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const k = keyword.trim();
    if (!k) return;
    navigate(`/search/searchresults?searchkey=${encodeURIComponent(k)}`);
  };
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="header-search" className="visually-hidden">
        Search products
      </label>
      <input id="header-search" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="Search coins, bars, rounds…" autoComplete="off" />
      <button type="submit">Search</button>
    </form>
  );
}
