import { SPEC_TEXT_MAX, type SpecKind, type Specs, specMessages, textFault } from "@shop/contract";
import { InvalidInput } from "../../shared/domain-errors.ts";

/** What a category (with its ancestors) defines, as the rules need it. */
export type SpecRule = { key: string; kind: SpecKind; choices: readonly string[] | null };

/**
 * A part's specification values, checked against its category's definitions and its ancestors':
 * every key is defined, a number is a finite number, a choice one of its choices, a text a short
 * line. The first fault is refused, naming the key and the reason. Keys left out are allowed:
 * a distributor's list rarely fills every column.
 */
export function checkSpecs(specs: Record<string, unknown>, rules: readonly SpecRule[], category: string): Specs {
  const byKey = new Map(rules.map((r) => [r.key, r]));
  const checked: Specs = {};
  for (const [key, value] of Object.entries(specs)) {
    const rule = byKey.get(key);
    if (!rule) throw new InvalidInput(specMessages.unknownKey(key, category));
    checked[key] = checkValue(rule, value);
  }
  return checked;
}

function checkValue(rule: SpecRule, value: unknown): number | string {
  const { key } = rule;
  if (rule.kind === "number") {
    if (typeof value !== "number" || !Number.isFinite(value)) throw new InvalidInput(specMessages.notNumber(key));
    return value;
  }
  if (typeof value !== "string" || value.trim() === "" || textFault(value, false) !== undefined) {
    throw new InvalidInput(
      rule.kind === "choice" ? specMessages.notChoice(key, rule.choices ?? []) : specMessages.notText(key),
    );
  }
  if (rule.kind === "choice" && !rule.choices?.includes(value)) {
    throw new InvalidInput(specMessages.notChoice(key, rule.choices ?? []));
  }
  if (value.length > SPEC_TEXT_MAX) throw new InvalidInput(specMessages.textTooLong(key, SPEC_TEXT_MAX));
  return value;
}

/**
 * A value of a `spec.{key}` filter, as the query string carries it (text), in the kind its
 * definition says: a number filter must be a number, a choice one of its choices.
 */
export function filterValue(rule: SpecRule, text: string): number | string {
  if (rule.kind !== "number") return checkValue(rule, text);
  const n = /^-?(0|[1-9]\d{0,9})(\.\d{1,6})?$/.test(text) ? Number(text) : Number.NaN;
  return checkValue(rule, n);
}
