import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { Footer } from "../components/footer.tsx";
import { Navbar } from "../components/navbar.tsx";
import { CartLink } from "../features/cart/components/cart-link.tsx";
import { CartSync } from "../features/cart/components/cart-sync.tsx";
import { CategoriesMenu } from "../features/catalog/components/categories-menu.tsx";
import { SearchSuggest } from "../features/catalog/components/search-suggest.tsx";
import { ActiveBikeLink } from "../features/garage/components/active-bike-link.tsx";
import type { loader as rootLoader } from "../root.tsx";

/** A new page starts at the top; #anchors are scrolled to by the page that holds them. */
function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  // pathname is read by nobody inside: it is there so that a new page scrolls to the top too.
  useEffect(() => {
    const arriving = firstPage.current;
    firstPage.current = false;
    if (hash === "#footer") document.getElementById("footer")?.scrollIntoView();
    // The first page stays where the browser put it: where it was before a reload, or where the
    // visitor scrolled a pre-rendered page while its scripts were on their way.
    else if (!hash && !arriving) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * The catalog and the category pages have a search box of their own, which searches within their
 * filters and shows the search they hold: the header's would be a second box asking which to use.
 */
const catalogHasItsOwn = (pathname: string) => pathname === "/parts" || pathname.startsWith("/c/");

export function RootLayout({ children }: { children: ReactNode }) {
  useScrollToTop();
  const { pathname } = useLocation();
  const menu = useRouteLoaderData<typeof rootLoader>("root")?.menuCategories ?? [];
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar
        categories={<CategoriesMenu top={menu} />}
        search={catalogHasItsOwn(pathname) ? null : <SearchSuggest />}
        bike={<ActiveBikeLink />}
        cart={<CartLink />}
      />
      <CartSync />
      <main className="flex-1">{children}</main>
      <Footer />
    </div>
  );
}
