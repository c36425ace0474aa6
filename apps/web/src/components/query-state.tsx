import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/error-message.ts";
import { Spinner } from "./spinner.tsx";

/** Spinner while loading, a visible error if the request failed, the content once data is here. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <div role="alert" className="alert alert-error mx-auto my-8 max-w-xl">
        {errorMessage(query.error)}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
