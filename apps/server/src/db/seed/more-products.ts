import { inOptions, type SeedProduct, single } from "./product-table.ts";

/** Brakes, wheels and tyres, cockpit, pedals and saddles of the demo catalog. */
export const moreProducts: SeedProduct[] = [
  ...(
    [
      ["brakewell", "Brakewell Storm Rotor", "6-bolt", "BW-RT6", 2990, 0],
      ["brakewell", "Brakewell Storm CL Rotor", "Centerlock", "BW-RTC", 3490, 1],
      ["velotek", "Velotek Road Rotor", "Centerlock", "VT-RT", 3990, 2],
      ["trailsmith", "TrailSmith Heatsink Rotor", "6-bolt", "TS-RT", 5490, 3],
    ] as const
  ).map(([brand, name, mount, sku, priceCents, n]) =>
    inOptions(
      {
        name,
        category: "rotors",
        brand,
        des: `${mount} stainless rotor that stays true when hot; pick the diameter your frame and fork take.`,
        minQuantity: 2,
        weight: 150,
        sku,
        priceCents,
        stock: 120 - 10 * n,
        specs: { mount },
      },
      "Diameter",
      [160, 180, 203].map((diameter, i) => [`${diameter} mm`, String(diameter), 400 * i, { diameter }]),
      n === 3 ? "203 mm" : undefined,
    ),
  ),
  ...(
    [
      ["brakewell", "Brakewell Pads for two-piston calipers", "two-piston road and XC calipers", "BW-PD2", 1490],
      ["brakewell", "Brakewell Pads for four-piston calipers", "four-piston enduro calipers", "BW-PD4", 1990],
      ["trailsmith", "TrailSmith Downhill Pads", "four-piston enduro calipers", "TS-PD4", 2290],
      ["hexa", "Hexa Gravel Pads", "flat-mount road calipers", "HX-PD", 1390],
    ] as const
  ).map(([brand, name, fits, sku, priceCents]) =>
    inOptions(
      {
        name,
        category: "brake-pads",
        brand,
        des: `Disc pads for ${fits}: resin for quiet bite, sintered for wet and long descents.`,
        minQuantity: 4,
        weight: 40,
        sku,
        priceCents,
        stock: 300,
        specs: { fits },
      },
      "Compound",
      [
        ["Resin", "R", 0, { compound: "Resin" }],
        ["Sintered", "S", 200, { compound: "Sintered" }],
      ],
    ),
  ),
  ...(
    [
      ["brakewell", "Brakewell Quad Enduro Caliper", "Post mount", 4, "BW-CL4", 13900],
      ["velotek", "Velotek Road Caliper", "Flat mount", 2, "VT-CL2", 9900],
      ["trailsmith", "TrailSmith XC Caliper", "Post mount", 2, "TS-CL2", 8900],
    ] as const
  ).map(([brand, name, mount, pistons, sku, priceCents]) =>
    single({
      name,
      category: "calipers",
      brand,
      des: `${mount} hydraulic caliper with ${pistons} pistons and a top bleed port.`,
      minQuantity: 1,
      weight: 120 + 20 * pistons,
      sku,
      priceCents,
      stock: 45,
      specs: { mount, pistons },
    }),
  ),
  ...(
    [
      ["northpeak", "Northpeak Roadrace 700c Tyre", 622, [25, 28, 32], "NP-TR7", 4990, "Yes"],
      ["ridgeline", "Ridgeline Gravelking 700c Tyre", 622, [40, 45, 50], "RL-TG7", 5490, "Yes"],
      ["trailsmith", "TrailSmith Grip 27.5 Tyre", 584, [58, 61, 66], "TS-TM6", 6290, "Yes"],
      ["trailsmith", "TrailSmith Grip 29 Tyre", 622, [58, 61, 66], "TS-TM9", 6490, "Yes"],
      ["urbanite", "Urbanite Commuter 26 Tyre", 559, [40, 47, 54], "UB-TC6", 2490, "No"],
    ] as const
  ).map(([brand, name, bead, widths, sku, priceCents, tubeless], n) =>
    inOptions(
      {
        name,
        category: "tyres",
        brand,
        des: `Tyre for ${bead} mm (ETRTO) rims in three widths${tubeless === "Yes" ? ", tubeless ready" : ""}.`,
        minQuantity: 2,
        weight: 380 + 120 * n,
        sku,
        priceCents,
        stock: 160,
        specs: { "bead-seat": bead, tubeless },
      },
      "Width",
      widths.map((width, i) => [`${width} mm`, String(width), 200 * i, { width }]),
    ),
  ),
  ...(
    [
      ["alpenfold", "Alpenfold Carbon Road Wheelset", 622, 21, "XDR", "AF-WR", 119000],
      ["ridgeline", "Ridgeline Trail 29 Wheelset", 622, 30, "Microspline", "RL-WT9", 54900],
      ["ridgeline", "Ridgeline Trail 27.5 Wheelset", 584, 30, "HG", "RL-WT7", 49900],
      ["urbanite", "Urbanite 26 Wheelset", 559, 19, "HG", "UB-W26", 15900],
    ] as const
  ).map(([brand, name, bead, inner, freehub, sku, priceCents]) =>
    single({
      name,
      category: "wheels",
      brand,
      des: `Pair of ${bead} mm wheels with ${inner} mm inner rims and a ${freehub} freehub.`,
      minQuantity: 1,
      weight: 1500 + 10 * inner,
      sku,
      priceCents,
      stock: 15,
      specs: { "bead-seat": bead, "inner-width": inner, freehub },
    }),
  ),
  ...(
    [
      ["hexa", "Hexa Light Road Tube", 622, "18-28 mm", "HX-TB7", 890],
      ["northpeak", "Northpeak Gravel Tube", 622, "35-50 mm", "NP-TB7", 990],
      ["urbanite", "Urbanite Tough Tube", 559, "40-54 mm", "UB-TB6", 790],
    ] as const
  ).map(([brand, name, bead, widths, sku, priceCents]) =>
    inOptions(
      {
        name,
        category: "tubes",
        brand,
        des: `Butyl tube for ${bead} mm rims, ${widths} tyres.`,
        minQuantity: 5,
        weight: 110,
        sku,
        priceCents,
        stock: 500,
        specs: { "bead-seat": bead, widths },
      },
      "Valve",
      [
        ["Presta 48 mm", "P48", 0, { valve: "Presta" }],
        ["Presta 60 mm", "P60", 100, { valve: "Presta" }],
        ["Schrader", "S", 0, { valve: "Schrader" }],
      ],
    ),
  ),
  ...(
    [
      ["stratos", "Stratos Alloy Riser Bar", "35", "Alloy", "ST-HB", 4990],
      ["kestrel-forge", "Kestrel Forge Carbon Flat Bar", "31.8", "Carbon", "KF-HB", 12900],
      ["hexa", "Hexa Flared Gravel Bar", "31.8", "Alloy", "HX-HB", 6990],
    ] as const
  ).map(([brand, name, clamp, material, sku, priceCents]) =>
    inOptions(
      {
        name,
        category: "handlebars",
        brand,
        des: `${material} bar with a ${clamp} mm clamp, in three widths.`,
        minQuantity: 1,
        weight: 260,
        sku,
        priceCents,
        stock: 50,
        specs: { clamp, material },
      },
      "Width",
      (name.includes("Gravel") ? [400, 420, 440] : [760, 780, 800]).map((width) => [
        `${width} mm`,
        String(width),
        0,
        { width },
      ]),
    ),
  ),
  ...(
    [
      ["stratos", "Stratos Enduro Stem", "35", [35, 45, 55], "ST-SM", 6990],
      ["hexa", "Hexa Road Stem", "31.8", [90, 100, 110], "HX-SM", 4990],
      ["kestrel-forge", "Kestrel Forge Trail Stem", "31.8", [40, 50, 60], "KF-SM", 8490],
    ] as const
  ).map(([brand, name, clamp, lengths, sku, priceCents]) =>
    inOptions(
      {
        name,
        category: "stems",
        brand,
        des: `Forged stem for ${clamp} mm bars, in three lengths.`,
        minQuantity: 1,
        weight: 140,
        sku,
        priceCents,
        stock: 55,
        specs: { clamp },
      },
      "Length",
      lengths.map((length) => [`${length} mm`, String(length), 0, { length }]),
    ),
  ),
  ...(
    [
      ["stratos", "Stratos Waffle Grips", "Push-on", "ST-GR", 1490],
      ["trailsmith", "TrailSmith Lock Grips", "Lock-on", "TS-GR", 2990],
      ["urbanite", "Urbanite Comfort Grips", "Lock-on", "UB-GR", 2290],
    ] as const
  ).map(([brand, name, fixing, sku, priceCents]) =>
    single({
      name,
      category: "grips",
      brand,
      des: `${fixing} grips that stay put in the wet.`,
      minQuantity: 2,
      weight: 110,
      sku,
      priceCents,
      stock: 200,
      specs: { fixing },
    }),
  ),
  single({
    name: "Alpenfold Straight Headset",
    category: "headsets",
    brand: "alpenfold",
    des: "Threadless headset for straight 1-1/8 in steerers, with sealed bearings.",
    minQuantity: 1,
    weight: 90,
    sku: "AF-HS",
    priceCents: 2990,
    stock: 80,
    specs: { steerer: "1-1/8 in straight", cups: "EC34/EC34" },
  }),
  ...(
    [
      ["stratos", "Stratos Magnesium Flat Pedals", "Flat", "ST-PD", 7990],
      ["velotek", "Velotek Road Pedals", "Clipless road", "VT-PD", 9990],
      ["trailsmith", "TrailSmith Trail SPD Pedals", "Clipless SPD", "TS-PD", 8490],
      ["urbanite", "Urbanite City Pedals", "Flat", "UB-PD", 2490],
    ] as const
  ).map(([brand, name, type, sku, priceCents]) =>
    single({
      name,
      category: "pedals",
      brand,
      des: `${type} pedals on sealed bearings and a chromoly axle.`,
      minQuantity: 1,
      weight: 340,
      sku,
      priceCents,
      stock: 60,
      specs: { type },
    }),
  ),
  ...(
    [
      ["stratos", "Stratos Race Saddle", "Carbon", "ST-SD", 15900],
      ["northpeak", "Northpeak Gravel Saddle", "Titanium", "NP-SD", 10900],
      ["urbanite", "Urbanite Comfort Saddle", "Chromoly", "UB-SD", 3990],
    ] as const
  ).map(([brand, name, rails, sku, priceCents]) =>
    inOptions(
      {
        name,
        category: "saddles",
        brand,
        des: `Saddle on ${rails.toLowerCase()} rails, in three widths for your sit bones.`,
        minQuantity: 1,
        weight: 230,
        sku,
        priceCents,
        stock: 45,
        specs: { rails },
      },
      "Width",
      [135, 145, 155].map((width, i) => [`${width} mm`, String(width), 500 * i, { width }]),
    ),
  ),
];
