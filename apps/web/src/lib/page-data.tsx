import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { type AppLoadContext, data } from "react-router";
import { sendApiRequestsThrough } from "./api-client.ts";
import { createQueryClient } from "./query-client.ts";

type Query = { queryKey: QueryKey; queryFn?: unknown };
type Prefetch = Parameters<QueryClient["prefetchQuery"]>[0];
type PrefetchPages = Parameters<QueryClient["prefetchInfiniteQuery"]>[0];

/** What a public page's server loader hands the page: its queries' answers, as React Query keeps them. */
export type PageData = { queries: DehydratedState | null };

/** Runs a page's queries on the server, with the API answering in the server's own process. */
export async function prefetchOnServer(context: AppLoadContext, queries: Query[]): Promise<QueryClient> {
  sendApiRequestsThrough(context.apiFetch);
  const client = createQueryClient();
  // A list read a page at a time (the home page's reviews) arrives with its first page.
  const prefetch = (q: Query) =>
    "getNextPageParam" in q ? client.prefetchInfiniteQuery(q as PrefetchPages) : client.prefetchQuery(q as Prefetch);
  await Promise.all(queries.map(prefetch));
  return client;
}

/**
 * The answers for the page. A page whose data could not all be loaded says so with `no-store`,
 * and the server does not keep its HTML (apps/server/src/http/page-cache.ts).
 */
export function pageData(client: QueryClient, queries: Query[]) {
  const complete = queries.every((q) => client.getQueryState(q.queryKey)?.status === "success");
  const answer: PageData = { queries: dehydrate(client) };
  return data(answer, complete ? undefined : { headers: { "cache-control": "no-store" } });
}

/** A page's server loader: its queries' answers. */
export const loadQueries = async (context: AppLoadContext, queries: Query[]) =>
  pageData(await prefetchOnServer(context, queries), queries);

/** After a navigation in the browser, a page fetches its data itself, as it always has. */
export const fetchInBrowser = (): PageData => ({ queries: null });

/** The loader's headers go out with the page: the server reads its no-store. */
export const passLoaderHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

/**
 * Puts the answers the server rendered the page with into the browser's query cache before the
 * page's first render, so hydration draws the same HTML and fetches none of it again. They count
 * as fetched on arrival: the server keeps a page's HTML only as long as its data is current.
 */
export function PageDataBoundary({ data: pageData, children }: { data: PageData | undefined; children: ReactNode }) {
  const state = useMemo(() => {
    const queries = pageData?.queries;
    if (!queries) return undefined;
    const now = Date.now();
    return {
      ...queries,
      queries: queries.queries.map((q) => ({ ...q, dehydratedAt: now, state: { ...q.state, dataUpdatedAt: now } })),
    };
  }, [pageData]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
