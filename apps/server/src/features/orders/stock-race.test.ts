import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { addPart, order, stockOf } from "../../../test/shop.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("sells exactly the stock when 50 customers order the last 10 units at once", async () => {
  const part = await addPart(t, { minQuantity: 1, availableQuantity: 10 });
  const customers = await Promise.all(Array.from({ length: 50 }, () => signUpWithToken(t)));
  const answers = await Promise.all(customers.map((c) => order(t, c, { productId: part.id, orderQuantity: 1 })));
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(10);
  expect(codes.filter((c) => c === 400)).toHaveLength(40);
  expect(answers.find((a) => a.statusCode === 400)?.json().message).toBe("You can order highest 0 products");
  expect(await stockOf(t, part.id)).toBe(0);
});
