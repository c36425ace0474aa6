// First: zod must not try eval under the content security policy.
import "./lib/zod-without-eval.ts";
import { messages } from "@shop/contract/messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { type AppLoadContext, isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import { AuthSync } from "./app/auth-sync.tsx";
import { RootLayout } from "./app/root-layout.tsx";
import { Spinner } from "./components/spinner.tsx";
import { menuOf } from "./features/catalog/category-tree.ts";
import stylesheet from "./index.css?url";
import { apiRequest, sendApiRequestsThrough } from "./lib/api-client.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { ShopDetailsMeta } from "./lib/shop-details.tsx";
import { Toasts } from "./lib/toast.tsx";

/**
 * Where customers reach the shop, for the pages' canonical and Open Graph addresses, and the
 * header's top categories, so its Categories menu is links in the HTML, without scripts. A
 * catalog that cannot be read leaves the menu with 'All parts' rather than fail every page.
 */
export async function loader({ context }: { context: AppLoadContext }) {
  sendApiRequestsThrough(context.apiFetch);
  const categories = await apiRequest("/categories", { answer: "categories" }).catch(() => []);
  return { publicUrl: context.publicUrl, menuCategories: menuOf(categories) };
}
// Neither changes while the app runs, or the app's own tree takes over: a navigation does not
// ask the server again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-theme="light">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <ShopDetailsMeta />
        <link rel="icon" href="/images/parts/chainring.svg" type="image/svg+xml" />
        {/* With a precedence React puts it ahead of the many script preloads: it blocks the first paint. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  // The home sections' scroll-in animation starts only now (index.css): the HTML alone shows them.
  useEffect(() => {
    document.documentElement.dataset.scripts = "running";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      <RootLayout>
        <Outlet />
      </RootLayout>
      <Toasts />
    </QueryClientProvider>
  );
}

/** Shown in the pre-rendered shell of pages that are not pre-rendered, until the app starts. */
export function HydrateFallback() {
  return (
    <>
      <title>{messages.productName}</title>
      <Spinner />
    </>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : messages.internal;
  return (
    <div role="alert" className="alert alert-error m-8">
      {text}
    </div>
  );
}
