/** The shop's own contact details, set by SHOP_EMAIL, SHOP_PHONE and SHOP_ADDRESS on the server. */
export type ShopDetails = { email: string; phone: string; address: string };

/** The demo shop's details: what a shop shows until its owner sets their own. */
export const demoShopDetails: ShopDetails = {
  email: "hello@bikepartshub.example",
  phone: "+1 555 0142",
  address: "12 Spoke Street, Workshop Row, Cycleton 40210",
};

/**
 * What the pages pre-rendered at build time hold in place of each detail; the server puts the
 * settings in when it serves them, so changing a setting needs no new build.
 */
export const shopDetailMarkers: ShopDetails = {
  email: "__SHOP_EMAIL__",
  phone: "__SHOP_PHONE__",
  address: "__SHOP_ADDRESS__",
};

/** When an order leaves the workshop, as every part's card and page promise it. */
export const dispatchPromise = "Ships in 1-2 business days";
