// Without zod, so the web app can import these values too (issue 32, "Will it fit my bike?").

/** The verdicts a part gets against a bike. */
export const FIT_VERDICTS = ["fits", "does-not-fit", "unknown"] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

/** How a rule compares a part's specification with a bike's standard. */
export const FIT_OPS = ["equal", "at-most", "one-of", "within", "every-bike"] as const;
export type FitOp = (typeof FIT_OPS)[number];

/** A customer keeps at most this many bikes in the garage. */
export const GARAGE_MAX = 20;
/** Bike models a part's page names as the ones it fits (structured data), at most. */
export const FITS_MODELS_MAX = 10;
/** Bike models listed in one page of `GET /api/bikes` by default. */
export const BIKES_PAGE = 20;

/** Why a bike, a standard or a rule is refused: each names what is wrong. */
export const fitMessages = {
  unknownBike: (id: string) => `No bike model has the id ${id}`,
  unknownStandard: (key: string) => `${key} is not a bike standard`,
  notNumber: (key: string) => `${key} must be a number`,
  notChoice: (key: string, choices: readonly string[]) => `${key} must be one of ${choices.join(", ")}`,
  bikeOrStandards: "Give either a bike model (bike) or its standards, not both",
  noBike: "Give a bike model (bike) or at least one standard (fits.{standard})",
  garageFull: (max: number) => `A garage holds at most ${max} bikes: remove one first`,
  unknownGarageBike: "No bike of yours has this id",
  unknownCategory: (slug: string) => `No category has the slug ${slug}`,
  ruleNeedsSpec: (op: string) => `A rule '${op}' needs a specification and a standard`,
  ruleNeedsAccepts: "A rule 'one-of' needs a standard and the values it accepts",
  ruleSpecUnknown: (key: string, category: string) => `${key} is not a specification of ${category}`,
  ruleKinds: (spec: string, standard: string) =>
    `${spec} and ${standard} cannot be compared: a number goes with a number, a choice with a choice`,
  standardExists: (key: string) => `A bike standard with the key ${key} already exists`,
};

/** A verdict as the part page heads it and the cart warns of it. */
export function fitTitle(verdict: FitVerdict, bikeName: string): string {
  if (verdict === "fits") return `Fits your ${bikeName}`;
  return verdict === "does-not-fit" ? `Does not fit your ${bikeName}` : "Cannot tell";
}
