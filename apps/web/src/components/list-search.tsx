import { type FormEvent, useState } from "react";

/**
 * A list's search box: the search runs on submit (Enter or the button), not on every key, so
 * each search is one request and one entry in the browser's history.
 */
export function ListSearch({ label, value, onSearch }: { label: string; value: string; onSearch(q: string): void }) {
  // A new search in the address (back, a link) refills the box.
  return <SearchForm key={value} label={label} value={value} onSearch={onSearch} />;
}

function SearchForm({ label, value, onSearch }: { label: string; value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search className="block w-full max-w-md">
      <form onSubmit={submit} className="join flex">
        <input
          type="search"
          aria-label={label}
          placeholder={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="input join-item w-full"
        />
        <button type="submit" className="btn btn-primary join-item">
          Search
        </button>
      </form>
    </search>
  );
}
