import { z } from "zod";
import { CART_LINES_MAX } from "./cart-limits.ts";
import { SPEC_KEY_MAX, SPEC_TEXT_MAX, specKeySchema } from "./catalog/index.ts";
import { idSchema } from "./catalog.ts";
import { FIT_OPS, FIT_VERDICTS, FITS_MODELS_MAX } from "./fit-messages.ts";
import { pageQuery } from "./paging.ts";
import { cleanText, NAME_MAX, requiredText, SEARCH_MAX } from "./text.ts";

export * from "./fit-messages.ts";

/*
 * Will it fit my bike (issue 32): the bike standards, the bike models, the garage and the
 * verdict. A bike is described by its standards: standard key -> value (a number, or one of the
 * standard's choices), e.g. {"freehub": "XD", "speeds": 12, "wheel-size": 622}.
 */

/** At most this many standards on one bike. */
export const STANDARDS_MAX = 40;

export const standardsSchema = z
  .record(
    specKeySchema,
    z.union([
      z.number().finite(),
      cleanText("A standard's value", SPEC_TEXT_MAX).trim().min(1, "A standard's value is empty"),
    ]),
  )
  .refine((s) => Object.keys(s).length <= STANDARDS_MAX, `A bike has at most ${STANDARDS_MAX} standards`)
  .describe("Standard key -> value: a number (mm, speeds) or one of the standard's choices");
export type Standards = z.infer<typeof standardsSchema>;

/** `GET /api/bike-standards`: the interfaces the shop knows of a bike. */
export const bikeStandardSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["number", "choice"]),
  unit: z.string().nullable(),
  choices: z.array(z.string()).nullable().describe("The values a 'choice' takes; null for a number"),
});
export type BikeStandard = z.infer<typeof bikeStandardSchema>;

/** A bike model from the shop's list. */
export const bikeModelSchema = z.object({
  _id: idSchema,
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  standards: standardsSchema,
});
export type BikeModel = z.infer<typeof bikeModelSchema>;

export const bikesQuerySchema = z.object({
  search: cleanText("The search text", SEARCH_MAX)
    .trim()
    .optional()
    .describe("Words of the brand, model or year, in any order ('trail 2024')"),
  ...pageQuery(20),
});
export type BikesQuery = z.infer<typeof bikesQuerySchema>;

/** A bike in a customer's garage. */
export const garageBikeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  bike: bikeModelSchema
    .omit({ standards: true })
    .nullable()
    .describe("The model it is, or null for a bike entered by hand"),
  standards: standardsSchema.describe("The model's standards, or those entered by hand"),
  active: z.boolean().describe("The bike the shop judges parts against; one at most"),
});
export type GarageBike = z.infer<typeof garageBikeSchema>;

export const garageAddSchema = z
  .object({
    name: cleanText("The bike's name", NAME_MAX).trim().optional().describe("By default the model's name"),
    bike: idSchema.optional().describe("A bike model's id"),
    standards: standardsSchema.optional().describe("Or the bike's standards, entered by hand"),
    active: z.boolean().optional().describe("Make it the active bike (the first bike always is)"),
  })
  .strict()
  .refine((b) => (b.bike === undefined) !== (b.standards === undefined), {
    message: "Give either a bike model (bike) or its standards, not both",
  });
export type GarageAdd = z.infer<typeof garageAddSchema>;

/** The verdict on a part against a bike, with why. */
export const fitAnswerSchema = z.object({
  verdict: z.enum(FIT_VERDICTS),
  reasons: z
    .array(z.string())
    .describe("Each failed rule in plain words ('needs an XD freehub body; your bike has HG'), or what is unknown"),
  variants: z
    .array(z.object({ _id: idSchema, verdict: z.enum(FIT_VERDICTS) }))
    .describe("The verdict on each variant of the same product (the part itself included)"),
});
export type FitAnswer = z.infer<typeof fitAnswerSchema>;

/** The bike models a part fits (its page's structured data), a bounded few. */
export const fittingModelsSchema = z
  .array(bikeModelSchema.omit({ standards: true }))
  .max(FITS_MODELS_MAX)
  .describe(`At most ${FITS_MODELS_MAX} bike models the part fits, by name`);

/** A rule of a category (admin). */
export const fitRuleSchema = z.object({
  op: z.enum(FIT_OPS),
  spec: specKeySchema
    .max(SPEC_KEY_MAX)
    .nullable()
    .optional()
    .describe("The part's specification ('equal', 'at-most', 'within')"),
  standard: specKeySchema.nullable().optional().describe("The bike's standard (all but 'every-bike')"),
  accepts: z
    .array(requiredText("An accepted value", SPEC_TEXT_MAX))
    .max(20)
    .nullable()
    .optional()
    .describe("'one-of': the bike values that fit"),
});
export type FitRule = z.infer<typeof fitRuleSchema>;

export const categoryFitRulesSchema = z.object({
  category: z.string().describe("The category's slug"),
  rules: z.array(fitRuleSchema).max(20),
});
export type CategoryFitRules = z.infer<typeof categoryFitRulesSchema>;
export const fitRulesPutSchema = z.object({ rules: z.array(fitRuleSchema).max(20) }).strict();

const FITS_PARAM = /^fits\.(.*)$/s;
const STANDARD_KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const standardText = cleanText("A standard's value", SEARCH_MAX).trim().min(1, "A standard's value is empty");

type BikeAsked = { bike?: string } & Record<string, unknown>;

/** The bike a query names: a model (`bike`), or standards by hand (`fits.{standard}`), never both. */
function bikeOfQuery(query: BikeAsked, ctx: z.RefinementCtx) {
  const standards: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const m = FITS_PARAM.exec(name);
    if (!m) continue;
    const key = m[1] ?? "";
    const one = standardText.safeParse(value);
    if (key.length > SPEC_KEY_MAX || !STANDARD_KEY.test(key) || !one.success) {
      ctx.addIssue({ code: "custom", message: `fits.${key.slice(0, SPEC_KEY_MAX)} must be one standard's value` });
      return undefined;
    }
    standards[key] = one.data;
  }
  if (Object.keys(standards).length > STANDARDS_MAX) {
    ctx.addIssue({ code: "custom", message: `A bike has at most ${STANDARDS_MAX} standards` });
    return undefined;
  }
  const hasStandards = Object.keys(standards).length > 0;
  if ((query.bike === undefined) === !hasStandards) {
    ctx.addIssue({
      code: "custom",
      message: hasStandards
        ? "Give either a bike model (bike) or its standards, not both"
        : "Give a bike model (bike) or at least one standard (fits.{standard})",
    });
    return undefined;
  }
  return { bike: query.bike, standards: hasStandards ? standards : undefined };
}

const bikeParam = z.uuid({ message: "bike must be a bike model's id" }).optional().describe("A bike model's id");
const standardParams = z.union([z.string(), z.array(z.string())]);
const BY_HAND = "Or `fits.{standard}={value}` for each standard of a bike entered by hand";

/**
 * `GET /api/parts/{id}/fit`: the bike a part is judged against, a model (`bike`) or standards
 * given by hand (`fits.{standard}={value}`, as the catalog's filter takes them).
 */
export const fitQuerySchema = z
  .object({ bike: bikeParam })
  .catchall(standardParams)
  .describe(BY_HAND)
  .transform((query, ctx) => bikeOfQuery(query, ctx) ?? z.NEVER);
export type FitQuery = z.infer<typeof fitQuerySchema>;

/**
 * `GET /api/fit-verdicts`: several parts judged against one bike in one request (the cart's
 * lines, at most a cart's worth), `parts` their ids joined by commas.
 */
export const fitVerdictsQuerySchema = z
  .object({
    bike: bikeParam,
    parts: z
      .string()
      .max(CART_LINES_MAX * 40)
      .transform((ids) => [...new Set(ids.split(","))])
      .pipe(z.array(z.uuid({ message: "parts must be part ids joined by commas" })).max(CART_LINES_MAX))
      .describe(`The parts' ids joined by commas, at most ${CART_LINES_MAX}`),
  })
  .catchall(standardParams)
  .describe(BY_HAND)
  .transform((query, ctx) => {
    const bike = bikeOfQuery(query, ctx);
    return bike ? { ...bike, parts: query.parts } : z.NEVER;
  });
export type FitVerdictsQuery = z.infer<typeof fitVerdictsQuerySchema>;

/** The verdict on each part asked for that exists, in the order asked. */
export const fitVerdictsSchema = z.array(
  z.object({ _id: idSchema, verdict: z.enum(FIT_VERDICTS), reasons: fitAnswerSchema.shape.reasons }),
);
export type FitVerdicts = z.infer<typeof fitVerdictsSchema>;

/** `POST /api/admin/bike-standards`: a standard the shop did not know (admins). */
export const bikeStandardCreateSchema = z
  .object({
    key: specKeySchema,
    label: requiredText("The label", 60),
    kind: z.enum(["number", "choice"]),
    unit: requiredText("The unit", 10)
      .nullable()
      .optional()
      .transform((u) => u ?? null),
    choices: z
      .array(requiredText("A choice", SPEC_TEXT_MAX))
      .min(1, "A choice standard needs at least one choice")
      .max(50, "At most 50 choices")
      .nullable()
      .optional()
      .transform((c) => c ?? null),
  })
  .strict()
  .refine((s) => (s.kind === "choice") === (s.choices !== null), {
    message: "A 'choice' standard lists its choices; a 'number' has none",
  });

/*
 * The bike model file (issue 32): `brand`, `model`, `year`, then one column per standard, named
 * by its key (`wheel-size`, `freehub`, ...). A row whose brand, model and year the shop has
 * updates that model; any other adds one. An empty cell leaves that standard unknown.
 */
export const BIKE_COLUMNS = ["brand", "model", "year"] as const;
export const BIKE_IMPORT_ROWS_MAX = 20_000;

export const bikeImportMessages = {
  fileMissing: "Send the bike models as a CSV file in the multipart field 'file'",
  noRows: "The file has a header but no rows",
  tooManyRows: `The file has more than ${BIKE_IMPORT_ROWS_MAX.toLocaleString("en-US")} rows: split it into smaller files`,
  missingColumns: (names: readonly string[]) => `The file has no column ${names.join(", ")}`,
  unknownColumn: (name: string) => `The column ${name} is not brand, model, year or a bike standard's key`,
  repeatedColumn: (name: string) => `The column ${name} appears twice`,
  required: "is required",
  textTooLong: (max: number) => `is longer than ${max} characters`,
  controlCharacters: "may not contain line breaks or control characters",
  badYear: "must be a year from 1900 to 2100",
  duplicate: (row: number) => `The same brand, model and year are on row ${row}`,
  previewMissing: "No such preview: upload the file again",
  previewExpired: "This preview is older than 60 minutes: upload the file again",
  previewHasErrors: "This preview has rows with errors: fix them and upload the file again",
  previewUsed: "This preview has already been imported",
  changed:
    "The bike models or standards changed since this preview: upload the file again to see what would be written now",
};

const bikeRowSchema = z.object({ row: z.number().int(), name: z.string() });

export const bikeImportPreviewSchema = z.object({
  id: idSchema.describe("Confirm with POST /api/bikes/imports/{id}/confirm"),
  rows: z.number().int().describe("Rows read, the header aside"),
  creates: z.number().int(),
  updates: z.number().int(),
  errorCount: z.number().int(),
  errors: z
    .array(z.object({ row: z.number().int(), column: z.string(), message: z.string() }))
    .describe("The first 200 errors, by row; `column` is empty for a fault of the whole row"),
  created: z.array(bikeRowSchema).describe("The first 200 models to add"),
  updated: z.array(bikeRowSchema).describe("The first 200 models to change"),
  expiresAt: z.string(),
});
export type BikeImportPreview = z.infer<typeof bikeImportPreviewSchema>;
export const bikeImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
