import { describe, expect, it } from "vitest";
import { z } from "zod";
import { profileUpdateSchema } from "./accounts.ts";
import { partCreateSchema, partUpdateSchema, reviewCreateSchema } from "./admin.ts";
import {
  addressCreateSchema,
  addressUpdateSchema,
  cartLineUpdateSchema,
  cartMergeSchema,
  cartQuoteSchema,
  checkoutSchema,
  shippingMethodCreateSchema,
  shippingMethodUpdateSchema,
  taxSettingsSchema,
} from "./cart.ts";
import { markPaidSchema, orderCreateSchema, paymentIntentRequestSchema, sandboxConfirmSchema } from "./orders.ts";

/*
 * Every number and text field of every request body the API takes, sent out of range: each
 * refusal names the field (as its "not a number" or "is required" message does) and the reason,
 * with the limit where there is one. The fields are read off the schemas, so a new one is tried
 * without being listed here.
 */
const requestBodies = {
  partCreateSchema,
  partUpdateSchema,
  reviewCreateSchema,
  orderCreateSchema,
  profileUpdateSchema,
  markPaidSchema,
  paymentIntentRequestSchema,
  sandboxConfirmSchema,
  cartLineUpdateSchema,
  cartMergeSchema,
  cartQuoteSchema,
  checkoutSchema,
  shippingMethodCreateSchema,
  shippingMethodUpdateSchema,
  taxSettingsSchema,
  addressCreateSchema,
  addressUpdateSchema,
};

type Field = { path: string[]; schema: z.ZodType };

/** The schema under optional, nullable and the input side of pipes. */
function bare(schema: z.ZodType): z.ZodType {
  const def = (schema as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } })._zod.def;
  if (def.innerType && ["optional", "nullable", "default"].includes(def.type)) return bare(def.innerType);
  if (def.type === "pipe" && def.in) return bare(def.in);
  return schema;
}

function fieldsOf(schema: z.ZodType, path: string[] = []): Field[] {
  const inner = bare(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
      fieldsOf(value, [...path, key]),
    );
  }
  return inner instanceof z.ZodNumber || inner instanceof z.ZodString ? [{ path, schema: inner }] : [];
}

/** The messages the whole body gets for its field at `path` holding `value`. */
function messagesFor(body: z.ZodType, path: string[], value: unknown): string[] {
  const input: Record<string, unknown> = {};
  let place = input;
  for (const key of path.slice(0, -1)) {
    const inner: Record<string, unknown> = {};
    place[key] = inner;
    place = inner;
  }
  place[path.at(-1) ?? ""] = value;
  const result = body.safeParse(input);
  return (result.error?.issues ?? []).filter((i) => i.path.join(".") === path.join(".")).map((i) => i.message);
}

const cases = Object.entries(requestBodies).flatMap(([name, body]) =>
  fieldsOf(body).map((field) => ({ name: `${name} ${field.path.join(".")}`, body, ...field })),
);

it("finds the number and text fields of every request body", () => {
  const names = cases.map((c) => c.name);
  expect(names).toEqual(
    expect.arrayContaining([
      "partCreateSchema availableQuantity",
      "sandboxConfirmSchema card.cvc",
      "orderCreateSchema phone",
    ]),
  );
});

describe("numbers out of range say which field, why, and the limit", () => {
  for (const { name, body, path, schema } of cases.filter((c) => c.schema instanceof z.ZodNumber)) {
    it(name, () => {
      const number = schema as z.ZodNumber;
      const [notANumber = ""] = messagesFor(body, path, "12");
      expect(notANumber).toMatch(/ must be a number$/);
      const label = notANumber.replace(/ must be a number$/, "");
      const { minValue: min, maxValue: max } = number;
      const tries: [unknown, RegExp][] = [
        [Number.NaN, / must be a number$/],
        [true, / must be a number$/],
        [Number.POSITIVE_INFINITY, new RegExp(`at most ${max}`)],
        [Number.NEGATIVE_INFINITY, min === 0 ? /cannot be negative/ : new RegExp(`at least ${min}`)],
      ];
      if (max !== null && max < Number.MAX_SAFE_INTEGER) tries.push([max + 1, new RegExp(`at most ${max}$`)]);
      if (min !== null) tries.push([min - 1, min === 0 ? /cannot be negative$/ : new RegExp(`at least ${min}$`)]);
      if (number.isInt) tries.push([(min ?? 0) + 0.5, /must be a whole number$/]);
      for (const [value, why] of tries) {
        const [first = "", ...rest] = messagesFor(body, path, value);
        expect(first, `${String(value)}: ${first}`).toMatch(why);
        for (const message of [first, ...rest]) expect(message.startsWith(`${label} `), message).toBe(true);
      }
    });
  }
});

describe("texts out of range say which field, why, and the limit", () => {
  for (const { name, body, path, schema } of cases.filter((c) => c.schema instanceof z.ZodString)) {
    it(name, () => {
      const text = schema as z.ZodString;
      const [required = ""] = messagesFor(body, path, 5);
      expect(required).toMatch(/ is required$/);
      const label = required.replace(/ is required$/, "");
      const max = text.maxLength;
      expect(max, "every text a request takes has a longest length").not.toBeNull();
      const tries: [unknown, RegExp][] = [
        ["x".repeat((max ?? 0) + 1), new RegExp(`longer than ${max} characters$`)],
        ["a\u0000b", /control characters$/],
        ["a\u001bb", /control characters$/],
        ["a\u0085b", /control characters$/],
        [null, / is required$/],
      ];
      for (const [value, why] of tries) {
        const messages = messagesFor(body, path, value);
        expect(messages.length, `${JSON.stringify(value)?.slice(0, 20)}`).toBeGreaterThan(0);
        expect(
          messages.some((m) => why.test(m)),
          messages.join("; "),
        ).toBe(true);
        for (const message of messages) expect(message.startsWith(`${label} `), message).toBe(true);
      }
    });
  }
});
