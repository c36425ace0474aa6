import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to the section named by the address's #anchor. Sections above it grow when their data
 * arrives, so the scroll is repeated once everything has loaded, and then left to the visitor.
 */
export function useScrollToSection() {
  const { hash, key } = useLocation();
  const fetching = useIsFetching();
  const settledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!hash || settledFor.current === key) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Spinners mean a section above may still grow; queries that have not started count as 0.
    if (fetching === 0 && !document.querySelector("main [role=status]")) settledFor.current = key;
  }, [hash, key, fetching]);
}
