import type { Suggestions } from "@shop/contract";
import Search from "lucide-react/icons/search";
import { type KeyboardEvent, useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useSuggestions } from "../api/get-suggestions.ts";
import { useDebounced } from "../use-debounced.ts";

/** A suggestion as the list shows it and where choosing it goes. */
type Option = { id: string; group: string; label: string; detail?: string; to: string };

const GROUPS = ["Parts", "Categories", "Brands"] as const;

/** The answer as one list, in the order shown: parts, categories, brands. */
function optionsOf(s: Suggestions | undefined): Option[] {
  if (!s) return [];
  return [
    ...s.parts.map((p) => ({
      id: `p-${p._id}`,
      group: "Parts",
      label: p.name,
      detail: `${p.sku} · $${p.price.toFixed(2)}`,
      to: `/parts/${p._id}`,
    })),
    // /c/{slug} is sent on to the category's own path (/c/drivetrain/cassettes).
    ...s.categories.map((c) => ({ id: `c-${c.slug}`, group: "Categories", label: c.name, to: `/c/${c.slug}` })),
    ...s.brands.map((b) => ({
      id: `b-${b.slug}`,
      group: "Brands",
      label: b.name,
      to: `/parts?${new URLSearchParams({ brand: b.slug })}`,
    })),
  ];
}

/**
 * The header's search: a GET form to the catalog (`/parts?q=`), so it works before and without
 * the scripts; once they run, suggestions (parts, categories, brands) appear as the customer
 * types, after a pause, as an ARIA combobox: arrows move through them, Enter opens the one
 * chosen (or searches the text), Escape closes the list.
 */
export function SearchSuggest() {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), 200);
  const suggestions = useSuggestions(open ? q : "");
  const options = q ? optionsOf(suggestions.data) : [];
  const expanded = open && options.length > 0;
  const navigate = useNavigate();
  const listId = useId();

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    navigate(option.to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (e.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (e.key === "Enter" && expanded && options[active]) {
      e.preventDefault();
      choose(options[active]);
    }
  };

  return (
    <search className="relative order-last w-full md:order-none md:max-w-md md:flex-1">
      <Form action="/parts" method="get" className="join flex w-full" onSubmit={() => setOpen(false)}>
        <input
          type="search"
          name="q"
          required
          role="combobox"
          aria-label="Search parts"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && options[active] ? `${listId}-${options[active].id}` : undefined}
          autoComplete="off"
          placeholder="Search parts: chain, brake, saddle…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="input input-sm join-item w-full md:input-md"
        />
        <button type="submit" aria-label="Find parts" className="btn btn-primary btn-sm join-item md:btn-md">
          <Search className="h-4 w-4" aria-hidden="true" />
        </button>
      </Form>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        // Until the text typed has its own answer, the list shows an earlier one's: busy, so that a
        // screen reader waits for it (and so do the arrow keys' tests).
        aria-busy={text.trim() !== q || suggestions.isPlaceholderData}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {GROUPS.map((group) => {
          const members = options.filter((o) => o.group === group);
          if (members.length === 0) return null;
          const title = `${listId}-${group}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups; a fieldset is a form's
            <div key={group} role="group" aria-labelledby={title}>
              <p id={title} className="px-2 pt-2 pb-1 text-xs font-semibold uppercase text-base-content/70">
                {group}
              </p>
              {members.map((option) => {
                const isActive = options[active]?.id === option.id;
                return (
                  // Focusable by script only: the input keeps the focus and names the active option (aria-activedescendant), as the ARIA combobox pattern has it.
                  <div
                    key={option.id}
                    id={`${listId}-${option.id}`}
                    role="option"
                    aria-selected={isActive}
                    tabIndex={-1}
                    // Chosen on mouse down, before the input's blur closes the list.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(option);
                    }}
                    className={`flex cursor-pointer flex-col rounded-field px-2 py-1.5 ${isActive ? "bg-primary text-primary-content" : "hover:bg-base-200"}`}
                  >
                    <span>{option.label}</span>
                    {option.detail && (
                      <span className={`text-xs ${isActive ? "" : "text-base-content/70"}`}>{option.detail}</span>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </search>
  );
}
