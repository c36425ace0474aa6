import { type ShopDetails, shopDetailMarkers } from "@shop/contract";

/*
 * The web app draws markers where the shop's own details go (packages/contract shop.ts), also
 * into the <meta> tags it reads them back from in the browser. The server puts the settings in
 * each page it renders, before the page's policy is made from it and the page is kept: a
 * setting takes effect on restart, with no new build.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function fillShopDetails(html: string, shop: ShopDetails) {
  let filled = html;
  for (const key of Object.keys(shopDetailMarkers) as (keyof ShopDetails)[]) {
    filled = filled.replaceAll(shopDetailMarkers[key], escapeHtml(shop[key]));
  }
  return filled;
}
