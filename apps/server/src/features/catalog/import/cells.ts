import { DESCRIPTION_MAX, importMessages, pictureUrlSchema, requiredText, SKU_MAX, TITLE_MAX } from "@shop/contract";

/*
 * One cell's rule each: a value, or the reason it is refused (said after the column's name).
 * The texts follow the same rules as the Add Product form's.
 */

export type Cell<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const fault = <T>(message: string): Cell<T> => ({ ok: false, message });

const CODE = new RegExp(`^[A-Za-z0-9](?:[A-Za-z0-9._/-]{0,${SKU_MAX - 2}}[A-Za-z0-9])?$`);
const PRICE = /^(0|[1-9][0-9]{0,6})(\.[0-9]{1,2})?$/;
const WHOLE = /^(0|[1-9][0-9]{0,9})$/;
const PRICE_MAX_CENTS = 100_000_000;

const nameRule = requiredText("Name", TITLE_MAX);
const descriptionRule = requiredText("Description", DESCRIPTION_MAX, true);

function byZod<T>(
  rule: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  text: string,
): Cell<T> {
  const parsed = rule.safeParse(text);
  return parsed.success ? ok(parsed.data) : fault(parsed.error.issues[0]?.message ?? "is not valid");
}

export const cells = {
  sku: (text: string): Cell<string> =>
    CODE.test(text) ? ok(text) : fault(text === "" ? importMessages.required : importMessages.badSku),
  mpn: (text: string): Cell<string | null> =>
    text === "" ? ok(null) : CODE.test(text) ? ok(text) : fault(importMessages.badMpn),
  name: (text: string) => byZod<string>(nameRule, text),
  description: (text: string) => byZod<string>(descriptionRule, text),
  picture: (text: string) => byZod<string>(pictureUrlSchema, text),
  price(text: string): Cell<number> {
    if (text === "") return fault(importMessages.required);
    if (!PRICE.test(text)) return fault(importMessages.badPrice);
    const cents = Math.round(Number(text) * 100);
    return cents <= PRICE_MAX_CENTS ? ok(cents) : fault(importMessages.badWhole(0, PRICE_MAX_CENTS / 100));
  },
  whole(text: string, min: number, max: number): Cell<number> {
    if (text === "") return fault(importMessages.required);
    const n = WHOLE.test(text) ? Number(text) : Number.NaN;
    return n >= min && n <= max ? ok(n) : fault(importMessages.badWhole(min, max));
  },
};
