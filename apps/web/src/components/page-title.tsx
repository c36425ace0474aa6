import { pageTitle } from "@shop/contract/messages";

/** React 19 moves <title> into the head, so pre-rendered pages carry their own title too. */
export function PageTitle({ page }: { page: string }) {
  return <title>{pageTitle(page)}</title>;
}
