import { inOptions, type SeedProduct, single } from "./product-table.ts";
import type { BrandSlug } from "./taxonomy.ts";

/** Cassettes: [brand, line, speeds, freehub, SKU stem, price, weight, ranges]. */
const cassettes: [BrandSlug, string, number, string, string, number, number, string[]][] = [
  ["velotek", "Velotek Tempo", 11, "HG", "VT-CS11", 4590, 310, ["11-28", "11-32", "11-34"]],
  ["sprocketry", "Sprocketry Summit", 12, "Microspline", "SP-CS12M", 9900, 470, ["10-45", "10-51"]],
  ["corsa-works", "Corsa Works Strada", 12, "XDR", "CW-CS12X", 14900, 250, ["10-28", "10-33", "10-36"]],
  ["alpenfold", "Alpenfold Valico", 12, "Campagnolo", "AF-CS12C", 12900, 290, ["11-29", "11-32", "11-34"]],
  ["trailsmith", "TrailSmith Ridge", 12, "XD", "TS-CS12X", 11900, 380, ["10-50", "10-52"]],
  ["hexa", "Hexa Allroad", 11, "HG", "HX-CS11", 5490, 345, ["11-32", "11-34", "11-36"]],
];

/** Chains: [brand, name, speeds, SKU stem, MPN, price, weight]; each in 116 and 126 links. */
const chains: [BrandSlug, string, number, string, string, number, number][] = [
  ["velotek", "Velotek Tempo 11-Speed Chain", 11, "VT-CN11", "CN-HG701", 2990, 257],
  ["sprocketry", "Sprocketry Summit 12-Speed Chain", 12, "SP-CN12", "CN-M8100", 4290, 252],
  ["corsa-works", "Corsa Works Strada 12-Speed Chain", 12, "CW-CN12", "CW-C12R", 5490, 245],
  ["hexa", "Hexa Allroad 10-Speed Chain", 10, "HX-CN10", "HX-C10A", 1990, 270],
  ["kestrel-forge", "Kestrel Forge Titan 11-Speed Chain", 11, "KF-CN11", "KF-T11", 6490, 230],
  ["urbanite", "Urbanite City 8-Speed Chain", 8, "UB-CN08", "UB-C8", 1290, 300],
  ["northpeak", "Northpeak Enduro 12-Speed Chain", 12, "NP-CN12", "NP-E12", 3890, 262],
];

const links = (speeds: number): [string, string, number, { links: number; speeds: number }][] => [
  ["116 links", "116", 0, { links: 116, speeds }],
  ["126 links", "126", 300, { links: 126, speeds }],
];

export const drivetrainProducts: SeedProduct[] = [
  ...cassettes.map(([brand, line, speeds, freehub, sku, priceCents, weight, ranges], n) =>
    inOptions(
      {
        name: `${line} ${speeds}-Speed Cassette`,
        category: "cassettes",
        brand,
        des: `${speeds}-speed cassette for ${freehub} freehub bodies, in ${ranges.length} ranges from close road steps to wide climbing gears.`,
        minQuantity: 1,
        weight,
        sku,
        priceCents,
        stock: 60 + 9 * n,
        specs: { speeds, freehub },
      },
      "Range",
      ranges.map((range, i) => [range, range.replace("-", ""), 300 * i, { range }]),
      n === 2 ? "10-36" : undefined,
    ),
  ),
  ...chains.map(([brand, name, speeds, sku, mpn, priceCents, weight], n) => {
    const product = inOptions(
      {
        name,
        category: "chains",
        brand,
        des: `${speeds}-speed chain with a reusable quick link; the 126-link length suits long frames and big cassettes.`,
        minQuantity: 2,
        weight,
        sku,
        priceCents,
        stock: 150 + 10 * n,
        specs: {},
      },
      "Length",
      links(speeds),
    );
    // The maker's number is the chain's, whatever its length; the shop's SKU tells them apart.
    return { ...product, variants: product.variants.map((v) => ({ ...v, mpn })) };
  }),
  ...(
    [
      ["trailsmith", "TrailSmith Narrow-Wide Chainring", "Direct mount", "TS-CR", 3990],
      ["velotek", "Velotek Oval Chainring", "104 BCD", "VT-CR", 3490],
      ["corsa-works", "Corsa Works Gravel Chainring", "110 BCD", "CW-CR", 4490],
    ] as const
  ).map(([brand, name, mount, sku, priceCents]) =>
    inOptions(
      {
        name,
        category: "chainrings",
        brand,
        des: `${mount} narrow-wide ring that holds the chain on rough ground, in three sizes.`,
        minQuantity: 1,
        weight: 70,
        sku,
        priceCents,
        stock: 90,
        specs: { mount },
      },
      "Teeth",
      [32, 34, 36].map((teeth, i) => [`${teeth}T`, `${teeth}T`, 150 * i, { teeth }]),
    ),
  ),
  ...(
    [
      ["kestrel-forge", "Kestrel Forge Carbon Crankset", "30 mm", "KF-CK", 39900, 520],
      ["ridgeline", "Ridgeline Trail Crankset", "DUB 29 mm", "RL-CK", 18900, 640],
      ["urbanite", "Urbanite Commuter Crankset", "24 mm", "UB-CK", 8900, 780],
    ] as const
  ).map(([brand, name, spindle, sku, priceCents, weight]) =>
    inOptions(
      {
        name,
        category: "cranksets",
        brand,
        des: `Crank arms on a ${spindle} spindle, in three lengths for riders of every height.`,
        minQuantity: 1,
        weight,
        sku,
        priceCents,
        stock: 40,
        specs: { spindle },
      },
      "Crank length",
      [165, 170, 175].map((length) => [`${length} mm`, String(length), 0, { length }]),
    ),
  ),
  ...(
    [
      ["ridgeline", "Ridgeline Threadfit Bottom Bracket", "DUB 29 mm", "RL-BB", 3990],
      ["alpenfold", "Alpenfold Ceramic Bottom Bracket", "24 mm", "AF-BB", 8990],
    ] as const
  ).map(([brand, name, spindle, sku, priceCents]) =>
    inOptions(
      {
        name,
        category: "bottom-brackets",
        brand,
        des: `Sealed bottom bracket for ${spindle} spindles, made for each common frame shell.`,
        minQuantity: 1,
        weight: 95,
        sku,
        priceCents,
        stock: 70,
        specs: { spindle },
      },
      "Shell",
      ["BSA", "BB86", "PF30", "T47"].map((shell, i) => [shell, shell, 500 * (i % 2), { shell }]),
    ),
  ),
  ...(
    [
      ["sprocketry", "Sprocketry Summit Rear Derailleur", 12, 52, "SP-RD12", 16900],
      ["velotek", "Velotek Tempo Rear Derailleur", 11, 34, "VT-RD11", 7490],
      ["corsa-works", "Corsa Works Strada Rear Derailleur", 12, 36, "CW-RD12", 21900],
      ["urbanite", "Urbanite City Rear Derailleur", 8, 32, "UB-RD08", 2990],
    ] as const
  ).map(([brand, name, speeds, maxCog, sku, priceCents]) =>
    single({
      name,
      category: "derailleurs",
      brand,
      des: `${speeds}-speed rear derailleur for cassettes up to a ${maxCog}T cog.`,
      minQuantity: 1,
      weight: 280,
      sku,
      priceCents,
      stock: 35,
      specs: { speeds, "max-cog": maxCog },
    }),
  ),
];
