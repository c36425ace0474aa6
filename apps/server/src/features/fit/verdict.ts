import type { FitVerdict, Standards } from "@shop/contract";
import type { FitData, Rule } from "./fit-data.ts";

/*
 * The verdict on one part against one bike (issue 32), by its category's rules (its own and its
 * ancestors'): every rule must hold. A rule that fails makes it 'does-not-fit', with the reason
 * in plain words; otherwise a rule that cannot be judged (the bike's standard or the part's
 * value unknown) makes it 'unknown', naming what is missing. The catalog's fit filter judges the
 * parts' fit classes with it (fit-classes.ts), so it keeps exactly the parts judged 'fits' here.
 */

export type JudgedPart = { categoryId: string | null; specs: Record<string, number | string> };
export type Verdict = { verdict: FitVerdict; reasons: string[] };

type Outcome = { holds: true } | { holds: false; reason: string } | { unknown: string };

/** A "within" value: "18-28 mm" is 18 to 28. */
export function rangeOf(value: unknown): [number, number] | undefined {
  if (typeof value !== "string") return undefined;
  const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*-\s*([0-9]+(?:\.[0-9]+)?)/.exec(value);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

export function judge(part: JudgedPart, bike: Standards, data: FitData): Verdict {
  if (part.categoryId === null) return { verdict: "unknown", reasons: ["the part has no category"] };
  const rules = data.rulesOf(part.categoryId);
  const category = data.categories.get(part.categoryId)?.name ?? "its category";
  if (rules.length === 0) return { verdict: "unknown", reasons: [`the shop has no fit rules for ${category}`] };
  const failed: string[] = [];
  const unknown: string[] = [];
  for (const rule of rules) {
    const outcome = check(rule, part, bike, data);
    if ("unknown" in outcome) unknown.push(outcome.unknown);
    else if (!outcome.holds) failed.push(outcome.reason);
  }
  if (failed.length > 0) return { verdict: "does-not-fit", reasons: failed };
  if (unknown.length > 0) return { verdict: "unknown", reasons: unknown };
  return { verdict: "fits", reasons: [] };
}

/** "an" before a vowel sound: "an XD", "an HG", "an 11", "a BSA", "a 35 mm". */
const article = (word: string) => (/^(?:[aeiouAEIOU]|[FHLMNRSX][A-Z0-9]|8|11 |18 )/.test(word) ? "an" : "a");
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
/** "an XD freehub body", "a 35 mm handlebar clamp", "12 drivetrain speeds". */
function phrase(value: number | string, label: string, unit: string | null) {
  const shown = `${value}${unit ? ` ${unit}` : ""}`;
  return typeof value === "number" && !unit ? `${shown} ${lower(label)}` : `${article(shown)} ${shown} ${lower(label)}`;
}
const withUnit = (value: number | string, unit: string | null) => `${value}${unit ? ` ${unit}` : ""}`;

function check(rule: Rule, part: JudgedPart, bike: Standards, data: FitData): Outcome {
  if (rule.op === "every-bike") return { holds: true };
  const standard = data.standards.get(rule.standard ?? "");
  const label = standard?.label ?? rule.standard ?? "";
  const unit = standard?.unit ?? null;
  const have = standard ? bike[standard.key] : undefined;
  if (have === undefined) return { unknown: `your bike's ${lower(label)} is not known` };
  if (rule.op === "one-of") {
    const accepts = rule.accepts ?? [];
    return accepts.includes(String(have))
      ? { holds: true }
      : {
          holds: false,
          reason: `needs ${phrase(accepts.join(" or "), label, unit)}; your bike has ${withUnit(have, unit)}`,
        };
  }
  const key = rule.spec ?? "";
  const spec = data.specLabel(part.categoryId ?? "", key);
  const value = part.specs[key];
  if (value === undefined) return { unknown: `the part's ${lower(spec.label)} is not known` };
  if (rule.op === "equal") {
    return value === have
      ? { holds: true }
      : { holds: false, reason: `needs ${phrase(value, label, unit)}; your bike has ${withUnit(have, unit)}` };
  }
  if (rule.op === "at-most") {
    if (typeof value !== "number") return { unknown: `the part's ${lower(spec.label)} is not a number` };
    if (typeof have !== "number") return { unknown: `your bike's ${lower(label)} is not a number` };
    return value <= have
      ? { holds: true }
      : {
          holds: false,
          reason: `its ${lower(spec.label)} of ${withUnit(value, spec.unit ?? unit)} is more than your bike's ${lower(label)} of ${withUnit(have, unit)}`,
        };
  }
  // within: the bike's value lies in the part's range.
  const range = rangeOf(value);
  if (!range) return { unknown: `the part's ${lower(spec.label)} is not a range` };
  if (typeof have !== "number") return { unknown: `your bike's ${lower(label)} is not a number` };
  return range[0] <= have && have <= range[1]
    ? { holds: true }
    : {
        holds: false,
        reason: `made for ${value}; your bike's ${lower(label)} is ${withUnit(have, unit)}`,
      };
}
