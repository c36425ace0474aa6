import { z } from "zod";

/*
 * Numbers are taken only in their one plain form (decision 0011): a JSON number in a body, never
 * `[3]`, `"3"`, `"0x3"` or `" 3 "` (z.coerce took them all, through Number()); digits alone in a
 * query string, where everything is text.
 */

/** A whole number of a JSON body, from `min` to `max`. */
export const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} can be at most ${max}`);

/** A whole number in a query string: decimal digits only, no sign, spaces, leading zeros or exponent. */
export const queryWholeNumber = (what: string, min: number, max: number) =>
  z
    .string({ message: `${what} must be a whole number` })
    .max(15, `${what} must be a whole number written in digits`)
    .regex(/^(0|[1-9][0-9]{0,14})$/, `${what} must be a whole number written in digits`)
    .transform(Number)
    .pipe(wholeNumber(what, min, max));
