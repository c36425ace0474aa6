/*
 * The demo's bike standards, fit rules and bike models (issue 32). Standards and rules are data
 * the owner edits; the models are invented names with the standards real bikes of their kind
 * have (road, gravel, mountain).
 */

type Standard = { key: string; label: string; kind: "number" | "choice"; unit?: string; choices?: string[] };

export const seedStandards: Standard[] = [
  { key: "wheel-size", label: "Wheel size (ETRTO bead seat)", kind: "number", unit: "mm" },
  { key: "tyre-width", label: "Tyre width", kind: "number", unit: "mm" },
  { key: "tyre-max", label: "Largest tyre width", kind: "number", unit: "mm" },
  { key: "freehub", label: "Freehub body", kind: "choice", choices: ["HG", "Microspline", "XD", "XDR", "Campagnolo"] },
  { key: "speeds", label: "Drivetrain speeds", kind: "number" },
  {
    key: "rear-axle",
    label: "Rear axle",
    kind: "choice",
    choices: ["130x5 QR", "135x5 QR", "142x12", "148x12 Boost", "157x12 SuperBoost"],
  },
  { key: "front-axle", label: "Front axle", kind: "choice", choices: ["100x9 QR", "100x12", "110x15 Boost", "110x20"] },
  { key: "brake-type", label: "Brake type", kind: "choice", choices: ["Disc", "Rim"] },
  { key: "caliper-mount", label: "Caliper mount", kind: "choice", choices: ["Flat mount", "Post mount"] },
  { key: "rotor-mount", label: "Rotor mount", kind: "choice", choices: ["6-bolt", "Centerlock"] },
  { key: "rotor-front-max", label: "Largest front rotor", kind: "number", unit: "mm" },
  { key: "rotor-rear-max", label: "Largest rear rotor", kind: "number", unit: "mm" },
  { key: "bb-shell", label: "Bottom-bracket shell", kind: "choice", choices: ["BSA", "BB86", "PF30", "BB30", "T47"] },
  { key: "crank-spindle", label: "Crank spindle", kind: "choice", choices: ["24 mm", "DUB 29 mm", "30 mm"] },
  { key: "chainring-mount", label: "Chainring mount", kind: "choice", choices: ["104 BCD", "110 BCD", "Direct mount"] },
  { key: "steerer", label: "Steerer", kind: "choice", choices: ["1-1/8 in straight", "Tapered 1-1/8 to 1.5 in"] },
  { key: "seatpost", label: "Seatpost diameter", kind: "number", unit: "mm" },
  { key: "bar-clamp", label: "Handlebar clamp", kind: "choice", unit: "mm", choices: ["31.8", "35"] },
  { key: "bar-type", label: "Handlebar type", kind: "choice", choices: ["Flat", "Drop"] },
];

type Rule =
  | { op: "equal" | "at-most" | "within"; spec: string; standard: string }
  | { op: "one-of"; standard: string; accepts: string[] }
  | { op: "every-bike" };

/** Category slug -> its rules; a category's rules hold for its subcategories too. */
export const seedRules: Record<string, Rule[]> = {
  cassettes: [
    { op: "equal", spec: "freehub", standard: "freehub" },
    { op: "equal", spec: "speeds", standard: "speeds" },
  ],
  chains: [{ op: "equal", spec: "speeds", standard: "speeds" }],
  chainrings: [{ op: "equal", spec: "mount", standard: "chainring-mount" }],
  cranksets: [{ op: "equal", spec: "spindle", standard: "crank-spindle" }],
  "bottom-brackets": [
    { op: "equal", spec: "shell", standard: "bb-shell" },
    { op: "equal", spec: "spindle", standard: "crank-spindle" },
  ],
  derailleurs: [{ op: "equal", spec: "speeds", standard: "speeds" }],
  brakes: [{ op: "one-of", standard: "brake-type", accepts: ["Disc"] }],
  rotors: [
    { op: "equal", spec: "mount", standard: "rotor-mount" },
    { op: "at-most", spec: "diameter", standard: "rotor-front-max" },
  ],
  calipers: [{ op: "equal", spec: "mount", standard: "caliper-mount" }],
  "wheels-tyres": [{ op: "equal", spec: "bead-seat", standard: "wheel-size" }],
  tyres: [{ op: "at-most", spec: "width", standard: "tyre-max" }],
  wheels: [{ op: "equal", spec: "freehub", standard: "freehub" }],
  tubes: [{ op: "within", spec: "widths", standard: "tyre-width" }],
  handlebars: [{ op: "equal", spec: "clamp", standard: "bar-clamp" }],
  stems: [{ op: "equal", spec: "clamp", standard: "bar-clamp" }],
  grips: [{ op: "one-of", standard: "bar-type", accepts: ["Flat"] }],
  headsets: [{ op: "equal", spec: "steerer", standard: "steerer" }],
  pedals: [{ op: "every-bike" }],
  saddles: [{ op: "every-bike" }],
};

type Standards = Record<string, number | string>;

const ROAD: Standards = {
  "wheel-size": 622,
  "tyre-width": 28,
  "tyre-max": 32,
  freehub: "HG",
  speeds: 11,
  "rear-axle": "142x12",
  "front-axle": "100x12",
  "brake-type": "Disc",
  "caliper-mount": "Flat mount",
  "rotor-mount": "Centerlock",
  "rotor-front-max": 160,
  "rotor-rear-max": 160,
  "bb-shell": "BB86",
  "crank-spindle": "24 mm",
  "chainring-mount": "110 BCD",
  steerer: "Tapered 1-1/8 to 1.5 in",
  seatpost: 27.2,
  "bar-clamp": "31.8",
  "bar-type": "Drop",
};
const GRAVEL: Standards = {
  ...ROAD,
  "tyre-width": 40,
  "tyre-max": 50,
  "rotor-front-max": 180,
  "bb-shell": "BSA",
  "crank-spindle": "DUB 29 mm",
  "chainring-mount": "Direct mount",
};
const MOUNTAIN: Standards = {
  "wheel-size": 622,
  "tyre-width": 61,
  "tyre-max": 66,
  freehub: "Microspline",
  speeds: 12,
  "rear-axle": "148x12 Boost",
  "front-axle": "110x15 Boost",
  "brake-type": "Disc",
  "caliper-mount": "Post mount",
  "rotor-mount": "6-bolt",
  "rotor-front-max": 203,
  "rotor-rear-max": 180,
  "bb-shell": "BSA",
  "crank-spindle": "DUB 29 mm",
  "chainring-mount": "Direct mount",
  steerer: "Tapered 1-1/8 to 1.5 in",
  seatpost: 31.6,
  "bar-clamp": "35",
  "bar-type": "Flat",
};

/** [brand, model, year, standards]: invented bikes, ten or more of each kind. */
export const seedBikeModels: [string, string, number, Standards][] = [
  // Road
  ["Corsa Works", "Strada Disc", 2024, { ...ROAD, freehub: "XDR", speeds: 12, "bb-shell": "T47" }],
  ["Corsa Works", "Strada Disc", 2022, ROAD],
  ["Velotek", "Tempo Endurance", 2023, { ...ROAD, "tyre-max": 35 }],
  ["Velotek", "Tempo Aero", 2025, { ...ROAD, speeds: 12, "tyre-width": 25, "tyre-max": 30 }],
  ["Alpenfold", "Valico SL", 2024, { ...ROAD, freehub: "Campagnolo", speeds: 12, "bb-shell": "BSA" }],
  ["Kestrel Forge", "Titan Road", 2021, { ...ROAD, "bb-shell": "BSA", "rotor-mount": "6-bolt" }],
  [
    "Hexa Cycling",
    "Allroad Classic",
    2019,
    {
      ...ROAD,
      "rear-axle": "130x5 QR",
      "front-axle": "100x9 QR",
      "brake-type": "Rim",
      "tyre-width": 25,
      "tyre-max": 28,
      speeds: 10,
      steerer: "1-1/8 in straight",
      "bb-shell": "BSA",
    },
  ],
  [
    "Northpeak",
    "Sprint Pro",
    2024,
    { ...ROAD, speeds: 12, "crank-spindle": "DUB 29 mm", "chainring-mount": "Direct mount" },
  ],
  ["Stratos", "Aria Disc", 2023, { ...ROAD, "bb-shell": "PF30", "crank-spindle": "30 mm" }],
  [
    "Urbanite",
    "Commute Drop",
    2022,
    { ...ROAD, "tyre-width": 32, "tyre-max": 38, speeds: 10, "rotor-mount": "6-bolt" },
  ],
  // Gravel
  ["Ridgeline Components", "Gravelking GX", 2024, { ...GRAVEL, freehub: "XD", speeds: 12 }],
  ["Ridgeline Components", "Gravelking", 2022, GRAVEL],
  ["Hexa Cycling", "Allroad Adventure", 2024, { ...GRAVEL, "tyre-max": 55 }],
  ["Northpeak", "Fjell", 2023, { ...GRAVEL, "wheel-size": 584, "tyre-width": 50, "tyre-max": 56 }],
  ["Velotek", "Tempo Gravel", 2025, { ...GRAVEL, freehub: "XDR", speeds: 12, "bb-shell": "T47" }],
  ["Corsa Works", "Sterrato", 2023, { ...GRAVEL, "tyre-width": 38, "tyre-max": 45 }],
  ["Kestrel Forge", "Ti Wander", 2024, { ...GRAVEL, "rotor-mount": "6-bolt", "tyre-max": 50 }],
  ["Alpenfold", "Strada Bianca", 2022, { ...GRAVEL, freehub: "Campagnolo", speeds: 13 }],
  ["Stratos", "Dirt Road", 2024, { ...GRAVEL, "bar-type": "Flat", "bar-clamp": "31.8" }],
  ["Urbanite", "Allweather", 2023, { ...GRAVEL, speeds: 10, "tyre-width": 45 }],
  // Mountain
  ["TrailSmith", "Ridge 29", 2024, MOUNTAIN],
  ["TrailSmith", "Ridge 29", 2022, { ...MOUNTAIN, freehub: "XD" }],
  ["TrailSmith", "Ridge 27.5", 2023, { ...MOUNTAIN, "wheel-size": 584 }],
  ["Sprocketry", "Summit Trail", 2024, { ...MOUNTAIN, "tyre-max": 63 }],
  [
    "Sprocketry",
    "Summit XC",
    2025,
    {
      ...MOUNTAIN,
      "tyre-width": 58,
      "tyre-max": 61,
      "rotor-front-max": 180,
      "rotor-rear-max": 160,
      "bar-clamp": "31.8",
    },
  ],
  ["Ridgeline Components", "Trail 29", 2023, { ...MOUNTAIN, freehub: "XD", "rotor-mount": "Centerlock" }],
  [
    "Ridgeline Components",
    "Trail 27.5",
    2021,
    { ...MOUNTAIN, "wheel-size": 584, freehub: "HG", speeds: 11, "bar-clamp": "31.8" },
  ],
  ["Northpeak", "Enduro 29", 2024, { ...MOUNTAIN, "rear-axle": "157x12 SuperBoost", "tyre-max": 66 }],
  [
    "Kestrel Forge",
    "Hardtail 29",
    2022,
    { ...MOUNTAIN, "bb-shell": "BSA", "bar-clamp": "31.8", "rotor-front-max": 180 },
  ],
  [
    "Hexa Cycling",
    "Dirt Jumper 26",
    2020,
    {
      ...MOUNTAIN,
      "wheel-size": 559,
      "tyre-width": 54,
      "tyre-max": 60,
      freehub: "HG",
      speeds: 8,
      "rear-axle": "135x5 QR",
      steerer: "1-1/8 in straight",
    },
  ],
  [
    "Urbanite",
    "Trekking 26",
    2019,
    {
      ...MOUNTAIN,
      "wheel-size": 559,
      "tyre-width": 47,
      "tyre-max": 54,
      freehub: "HG",
      speeds: 8,
      "rear-axle": "135x5 QR",
      "front-axle": "100x9 QR",
      "bar-clamp": "31.8",
      "rotor-front-max": 180,
    },
  ],
  [
    "Stratos",
    "Downhill DH",
    2024,
    { ...MOUNTAIN, "wheel-size": 584, speeds: 7, freehub: "HG", "front-axle": "110x20" },
  ],
];
