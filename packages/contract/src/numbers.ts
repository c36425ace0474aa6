import { z } from "zod";

/*
 * Numbers are taken only in their one plain form (decision 0011): a JSON number in a body, never
 * `[3]`, `"3"`, `"0x3"` or `" 3 "` (z.coerce took them all, through Number()); digits alone in a
 * query string, where everything is text.
 */

/** What a number below `min` is told; 0 reads better as "not negative". */
const atLeast = (what: string, min: number) =>
  min === 0 ? `${what} cannot be negative` : `${what} must be at least ${min}`;
const atMost = (what: string, max: number) => `${what} can be at most ${max}`;

/**
 * A number of a JSON body, from `min` to `max`, every refusal naming the field and the limit. A
 * JSON number too large for a double (1e400) arrives as Infinity, which zod calls no number:
 * it is above the limit.
 */
export const boundedNumber = (what: string, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === Number.POSITIVE_INFINITY
          ? atMost(what, max)
          : issue.input === Number.NEGATIVE_INFINITY
            ? atLeast(what, min)
            : `${what} must be a number`,
    })
    .min(min, atLeast(what, min))
    .max(max, atMost(what, max));

/** A whole number of a JSON body, from `min` to `max`. */
export const wholeNumber = (what: string, min: number, max: number) =>
  boundedNumber(what, min, max).int(`${what} must be a whole number`);

/** A whole number in a query string: decimal digits only, no sign, spaces, leading zeros or exponent. */
export const queryWholeNumber = (what: string, min: number, max: number) =>
  z
    .string({ message: `${what} must be a whole number` })
    .max(15, `${what} must be a whole number written in digits`)
    .regex(/^(0|[1-9][0-9]{0,14})$/, `${what} must be a whole number written in digits`)
    .transform(Number)
    .pipe(wholeNumber(what, min, max));
