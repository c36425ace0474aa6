import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the section named by the address's #anchor. Sections above it grow when their data
 * arrives, so the scroll is repeated once everything has loaded, and then left to the visitor.
 * A component of its own that draws nothing: the count of running fetches changes several times
 * while the page starts, and only this component, not the whole page, re-renders for it.
 */
export function ScrollToSection() {
  const { hash, key } = useLocation();
  const fetching = useIsFetching();
  const settledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || settledFor.current === key) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Spinners mean a section above may still grow; queries that have not started count as 0.
    if (fetching === 0 && !document.querySelector("main [role=status]")) settledFor.current = key;
  }, [hash, key, fetching]);
  return null;
}
