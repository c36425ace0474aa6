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

/**
 * Who sells, as every invoice and credit note says (issue 31): SHOP_LEGAL_NAME, SHOP_ADDRESS,
 * SHOP_TAX_NUMBER and SHOP_EMAIL on the server, copied into each document when it is issued.
 */
export type SellerDetails = { legalName: string; address: string; taxNumber: string; email: string };

/** The demo shop's legal name and tax number, until the owner sets their own. */
export const demoLegalDetails = { legalName: "Bike Parts Hub Ltd. (demo)", taxNumber: "DEMO-TAX-0000000" };
