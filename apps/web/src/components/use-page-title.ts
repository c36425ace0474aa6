import { pageTitle } from "@shop/contract/messages";
import { useEffect } from "react";

export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
