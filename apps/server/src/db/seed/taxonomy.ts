/*
 * The demo catalog's tree, brands and specifications (issue 28): real-world standards, as a
 * bike shop files them. Brands are invented. Specifications are data: the owner edits them.
 */

type Spec = { key: string; label: string; kind: "number" | "choice" | "text"; unit?: string; choices?: string[] };
export type SeedCategory = { slug: string; name: string; description: string; parent?: string; specs?: Spec[] };

const SPEEDS: Spec = { key: "speeds", label: "Speeds", kind: "number" };
const SHELLS = ["BSA", "BB86", "PF30", "BB30", "T47"];
const SPINDLES = ["24 mm", "DUB 29 mm", "30 mm"];
const FREEHUBS = ["HG", "Microspline", "XD", "XDR", "Campagnolo"];
const BEAD_SEAT: Spec = { key: "bead-seat", label: "Wheel size (ETRTO bead seat)", kind: "number", unit: "mm" };
const BAR_CLAMP: Spec = { key: "clamp", label: "Bar clamp", kind: "choice", unit: "mm", choices: ["31.8", "35"] };

export const seedCategories: SeedCategory[] = [
  { slug: "drivetrain", name: "Drivetrain", description: "Everything that turns pedalling into speed." },
  {
    slug: "cassettes",
    name: "Cassettes",
    parent: "drivetrain",
    description: "Rear sprockets by speed, range and freehub body.",
    specs: [
      SPEEDS,
      { key: "freehub", label: "Freehub body", kind: "choice", choices: FREEHUBS },
      { key: "range", label: "Range", kind: "text" },
    ],
  },
  {
    slug: "chains",
    name: "Chains",
    parent: "drivetrain",
    description: "Chains by speed, with their quick links.",
    specs: [SPEEDS, { key: "links", label: "Links", kind: "number" }],
  },
  {
    slug: "chainrings",
    name: "Chainrings",
    parent: "drivetrain",
    description: "Narrow-wide and road rings by tooth count and mount.",
    specs: [
      { key: "teeth", label: "Teeth", kind: "number", unit: "T" },
      { key: "mount", label: "Mount", kind: "choice", choices: ["104 BCD", "110 BCD", "Direct mount"] },
    ],
  },
  {
    slug: "cranksets",
    name: "Cranksets",
    parent: "drivetrain",
    description: "Crank arms by length and spindle.",
    specs: [
      { key: "length", label: "Crank length", kind: "number", unit: "mm" },
      { key: "spindle", label: "Spindle", kind: "choice", choices: SPINDLES },
    ],
  },
  {
    slug: "bottom-brackets",
    name: "Bottom brackets",
    parent: "drivetrain",
    description: "Bottom brackets by frame shell standard and spindle.",
    specs: [
      { key: "shell", label: "Shell standard", kind: "choice", choices: SHELLS },
      { key: "spindle", label: "Spindle", kind: "choice", choices: SPINDLES },
    ],
  },
  {
    slug: "derailleurs",
    name: "Derailleurs",
    parent: "drivetrain",
    description: "Rear derailleurs by speed and largest cog.",
    specs: [SPEEDS, { key: "max-cog", label: "Largest cog", kind: "number", unit: "T" }],
  },
  { slug: "brakes", name: "Brakes", description: "Disc brakes, rotors and pads." },
  {
    slug: "rotors",
    name: "Rotors",
    parent: "brakes",
    description: "Disc rotors by diameter and mount.",
    specs: [
      { key: "diameter", label: "Diameter", kind: "number", unit: "mm" },
      { key: "mount", label: "Mount", kind: "choice", choices: ["6-bolt", "Centerlock"] },
    ],
  },
  {
    slug: "brake-pads",
    name: "Brake pads",
    parent: "brakes",
    description: "Disc pads by compound and the calipers they fit.",
    specs: [
      { key: "compound", label: "Compound", kind: "choice", choices: ["Resin", "Semi-metallic", "Sintered"] },
      { key: "fits", label: "Fits", kind: "text" },
    ],
  },
  {
    slug: "calipers",
    name: "Calipers",
    parent: "brakes",
    description: "Hydraulic and mechanical calipers by mount.",
    specs: [
      { key: "mount", label: "Mount", kind: "choice", choices: ["Flat mount", "Post mount"] },
      { key: "pistons", label: "Pistons", kind: "number" },
    ],
  },
  {
    slug: "wheels-tyres",
    name: "Wheels & Tyres",
    description: "Wheels, tyres and tubes by wheel size.",
    specs: [BEAD_SEAT],
  },
  {
    slug: "tyres",
    name: "Tyres",
    parent: "wheels-tyres",
    description: "Road, gravel and mountain tyres by size and width.",
    specs: [
      { key: "width", label: "Width", kind: "number", unit: "mm" },
      { key: "tubeless", label: "Tubeless ready", kind: "choice", choices: ["Yes", "No"] },
    ],
  },
  {
    slug: "wheels",
    name: "Wheels",
    parent: "wheels-tyres",
    description: "Wheelsets by size, rim width and freehub.",
    specs: [
      { key: "inner-width", label: "Inner rim width", kind: "number", unit: "mm" },
      { key: "freehub", label: "Freehub body", kind: "choice", choices: FREEHUBS },
    ],
  },
  {
    slug: "tubes",
    name: "Tubes",
    parent: "wheels-tyres",
    description: "Inner tubes by size, width range and valve.",
    specs: [
      { key: "widths", label: "Fits widths", kind: "text" },
      { key: "valve", label: "Valve", kind: "choice", choices: ["Presta", "Schrader"] },
    ],
  },
  { slug: "cockpit", name: "Cockpit", description: "Bars, stems, grips and headsets." },
  {
    slug: "handlebars",
    name: "Handlebars",
    parent: "cockpit",
    description: "Flat, riser and drop bars by width and clamp.",
    specs: [
      { key: "width", label: "Width", kind: "number", unit: "mm" },
      BAR_CLAMP,
      { key: "material", label: "Material", kind: "choice", choices: ["Alloy", "Carbon"] },
    ],
  },
  {
    slug: "stems",
    name: "Stems",
    parent: "cockpit",
    description: "Stems by length and bar clamp.",
    specs: [{ key: "length", label: "Length", kind: "number", unit: "mm" }, BAR_CLAMP],
  },
  {
    slug: "grips",
    name: "Grips",
    parent: "cockpit",
    description: "Lock-on and push-on grips.",
    specs: [{ key: "fixing", label: "Fixing", kind: "choice", choices: ["Lock-on", "Push-on"] }],
  },
  {
    slug: "headsets",
    name: "Headsets",
    parent: "cockpit",
    description: "Headsets by steerer and cup standard.",
    specs: [
      { key: "steerer", label: "Steerer", kind: "choice", choices: ["1-1/8 in straight", "Tapered 1-1/8 to 1.5 in"] },
      { key: "cups", label: "Cups", kind: "text" },
    ],
  },
  {
    slug: "pedals",
    name: "Pedals",
    description: "Flat and clipless pedals.",
    specs: [{ key: "type", label: "Type", kind: "choice", choices: ["Flat", "Clipless SPD", "Clipless road"] }],
  },
  {
    slug: "saddles",
    name: "Saddles",
    description: "Saddles by width and rails.",
    specs: [
      { key: "width", label: "Width", kind: "number", unit: "mm" },
      { key: "rails", label: "Rails", kind: "choice", choices: ["Chromoly", "Titanium", "Carbon"] },
    ],
  },
];

export const seedBrands = [
  { slug: "velotek", name: "Velotek" },
  { slug: "ridgeline", name: "Ridgeline Components" },
  { slug: "corsa-works", name: "Corsa Works" },
  { slug: "alpenfold", name: "Alpenfold" },
  { slug: "northpeak", name: "Northpeak" },
  { slug: "kestrel-forge", name: "Kestrel Forge" },
  { slug: "sprocketry", name: "Sprocketry" },
  { slug: "brakewell", name: "Brakewell" },
  { slug: "trailsmith", name: "TrailSmith" },
  { slug: "hexa", name: "Hexa Cycling" },
  { slug: "stratos", name: "Stratos" },
  { slug: "urbanite", name: "Urbanite" },
] as const;
export type BrandSlug = (typeof seedBrands)[number]["slug"];

/** The drawing a category's parts are shown with (apps/web/public/images/parts). */
export const pictureOf: Record<string, string> = {
  cassettes: "cassette",
  chains: "chain",
  chainrings: "chainring",
  cranksets: "crankset",
  "bottom-brackets": "crankset",
  derailleurs: "derailleur",
  rotors: "brake-rotor",
  "brake-pads": "brake-caliper",
  calipers: "brake-caliper",
  tyres: "tire",
  wheels: "wheel",
  tubes: "tire",
  handlebars: "handlebar",
  stems: "handlebar",
  grips: "grips",
  headsets: "headset",
  pedals: "pedal",
  saddles: "saddle",
};
