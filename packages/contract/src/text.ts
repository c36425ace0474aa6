import { z } from "zod";

/*
 * The longest text each kind of field keeps, in characters (decision 0011). Shown on screens and
 * copied onto orders and reviews, so a name can not fill a page.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
export const ADDRESS_MAX = 300;
export const PROFILE_TEXT_MAX = 200;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const SEARCH_MAX = 100;
export const PICTURE_URL_MAX = 2000;
export const PASSWORD_MAX = 128;
/** Identifiers a client repeats back to us: transaction ids, client secrets. */
export const TOKEN_MAX = 255;
/** Any other string in a request, the identity provider's fields included. */
export const ANY_TEXT_MAX = 10_000;
/** How deep objects and arrays may nest in a request body; no field of ours nests past 3. */
export const BODY_DEPTH_MAX = 32;

export type TextFault = "control" | "unpaired-surrogate";

/**
 * What makes a text unfit to keep: a control character (C0, DEL or C1; tab, line feed and
 * carriage return only where `lines` allows several lines) or half of a surrogate pair, which
 * no encoding can store. One pass over the UTF-16 units, no regular expression.
 */
export function textFault(text: string, lines: boolean): TextFault | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (!(lines && (c === 0x09 || c === 0x0a || c === 0x0d))) return "control";
    } else if (c >= 0x7f && c <= 0x9f) {
      return "control";
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return "unpaired-surrogate";
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return "unpaired-surrogate";
    }
  }
  return undefined;
}

const faultMessage = (what: string, lines: boolean) =>
  lines ? `${what} may not contain control characters` : `${what} may not contain line breaks or control characters`;

/** A string of at most `max` characters fit to keep; `lines` allows tab and line breaks. */
export const cleanText = (what: string, max: number, lines = false) =>
  z
    .string({ message: `${what} is required` })
    .max(max, `${what} is longer than ${max} characters`)
    .refine((s) => textFault(s, lines) === undefined, faultMessage(what, lines));

/** Free text a person must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (what: string, max: number, lines = false) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is longer than ${max} characters`)
    .refine((s) => textFault(s, lines) === undefined, faultMessage(what, lines));
