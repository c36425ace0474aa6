import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { Footer } from "../components/footer.tsx";
import { Navbar } from "../components/navbar.tsx";

/** A new page starts at the top; #anchors are scrolled to by the page that holds them. */
function useScrollToTop() {
  const { pathname, hash } = useLocation();
  // pathname is read by nobody inside: it is there so that a new page scrolls to the top too.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    else if (hash === "#footer") document.getElementById("footer")?.scrollIntoView();
  }, [pathname, hash]);
}

export function RootLayout({ children }: { children: ReactNode }) {
  useScrollToTop();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main className="flex-1">{children}</main>
      <Footer />
    </div>
  );
}
