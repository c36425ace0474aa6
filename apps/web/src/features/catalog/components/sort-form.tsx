import { Form, useSubmit } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { type CatalogFilters, SORT_LABELS } from "../catalog-address.ts";

/**
 * The sort: a GET form with the other filters as hidden fields. Once the scripts run, choosing a
 * sort applies it; before that (or without scripts) its button does.
 */
export function SortForm({
  action,
  hidden,
  sort,
}: {
  action: string;
  hidden: [string, string][];
  sort: CatalogFilters["sort"];
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <Form method="get" action={action} preventScrollReset className="flex items-center gap-2" key={sort}>
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="catalog-sort" className="text-sm whitespace-nowrap">
        Sort by
      </label>
      <select
        id="catalog-sort"
        name="sort"
        defaultValue={sort || "newest"}
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
        className="select select-sm w-auto"
      >
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="btn btn-sm">
          Sort
        </button>
      )}
    </Form>
  );
}
