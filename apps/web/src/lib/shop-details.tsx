import { demoShopDetails, type ShopDetails, shopDetailMarkers } from "@shop/contract/shop";

/*
 * The shop's contact details are settings of the server, not of the build. Pre-rendered at
 * build time, a page holds markers, and the server puts the settings in when it sends the page,
 * in the text and in the <meta> tags below; in the browser they are read back from those tags,
 * so the first render matches the page it takes over.
 */
const keys = Object.keys(shopDetailMarkers) as (keyof ShopDetails)[];
const metaName = (key: keyof ShopDetails) => `shop-${key}`;

let known: ShopDetails | undefined;

function fromPage(): ShopDetails {
  const entries = keys.map((key) => {
    const value = document.querySelector(`meta[name="${metaName(key)}"]`)?.getAttribute("content");
    // Only a page the shop's server did not send (the dev server's) keeps its markers.
    return [key, value && value !== shopDetailMarkers[key] ? value : demoShopDetails[key]];
  });
  return Object.fromEntries(entries) as ShopDetails;
}

export function shopDetails(): ShopDetails {
  if (typeof document === "undefined") return import.meta.env.DEV ? demoShopDetails : shopDetailMarkers;
  known ??= fromPage();
  return known;
}

/** The tags the server fills in and the browser reads back. */
export function ShopDetailsMeta() {
  const details = shopDetails();
  return keys.map((key) => <meta key={key} name={metaName(key)} content={details[key]} />);
}
