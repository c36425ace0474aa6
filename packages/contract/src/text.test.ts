import { describe, expect, test } from "vitest";
import { queryWholeNumber, wholeNumber } from "./numbers.ts";
import { cleanText, requiredText, textFault } from "./text.ts";

describe("text fit to keep", () => {
  test("refuses every C0 and C1 control character and DEL; line breaks and tabs only in several-line text", () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, c) => c),
      ...Array.from({ length: 0x21 }, (_, c) => 0x7f + c),
    ];
    for (const c of controls) {
      const text = `brake${String.fromCharCode(c)}pad`;
      expect(textFault(text, false), `U+${c.toString(16)}`).toBe("control");
      expect(textFault(text, true), `U+${c.toString(16)}`).toBe([0x09, 0x0a, 0x0d].includes(c) ? undefined : "control");
    }
  });

  test("keeps whole surrogate pairs and refuses halves of one, wherever they stand", () => {
    expect(textFault("chain 🚲 ring", false)).toBeUndefined();
    for (const half of ["\ud83d", "\udeb2"])
      for (const text of [half, `a${half}`, `${half}b`, `${half}${half}`])
        expect(textFault(text, false)).toBe("unpaired-surrogate");
  });

  test("names the field and the limit in its messages", () => {
    const name = requiredText("Name", 5);
    expect(name.safeParse("  ").error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse("toolong").error?.issues[0]?.message).toBe("Name is longer than 5 characters");
    expect(name.parse("  Tom ")).toBe("Tom");
    expect(cleanText("Address", 50).safeParse("a\nb").error?.issues[0]?.message).toBe(
      "Address may not contain line breaks or control characters",
    );
    expect(cleanText("Description", 50, true).parse("a\nb")).toBe("a\nb");
  });
});

describe("numbers in their one plain form", () => {
  test("a body takes JSON whole numbers in range only", () => {
    const quantity = wholeNumber("Quantity", 1, 10);
    expect(quantity.parse(3)).toBe(3);
    for (const bad of ["3", [3], 3.5, 0, 11, null, true])
      expect(quantity.safeParse(bad).success, String(bad)).toBe(false);
  });

  test("a query takes plain digits only", () => {
    const limit = queryWholeNumber("limit", 1, 100);
    expect(limit.parse("20")).toBe(20);
    for (const bad of ["020", "+20", " 20", "2e1", "0x14", "-1", "", "20.0", "1".repeat(16), "101"])
      expect(limit.safeParse(bad).success, bad).toBe(false);
  });
});
