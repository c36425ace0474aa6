import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { expect, it } from "vitest";
import { cartKeys } from "../features/cart/api/keys.ts";
import { catalogKeys } from "../features/catalog/api/keys.ts";
import { orderKeys } from "../features/orders/api/keys.ts";
import { partKeys } from "../features/parts/api/keys.ts";
import { paymentKeys } from "../features/payments/api/keys.ts";
import { profileKeys } from "../features/profile/api/keys.ts";
import { reviewKeys } from "../features/reviews/api/keys.ts";
import { settingsKeys } from "../features/shipping/api/keys.ts";
import { userKeys } from "../features/users/api/keys.ts";
import { adminKeys } from "../lib/keys.ts";

const place = { page: 2, cursor: "c2", filters: { q: "chain" } };

/** Every key a factory makes, by the root that invalidates them. */
const families: Record<string, { all: QueryKey; keys: QueryKey[] }> = {
  parts: {
    all: partKeys.all,
    keys: [
      partKeys.list({ q: "chain", limit: 6 }),
      partKeys.manageList(place),
      partKeys.detail("p1"),
      partKeys.toEdit("p1"),
      // The catalog's pages, counts, tree and suggestions change with any part.
      catalogKeys.page("/parts?brand=a&limit=9"),
      catalogKeys.facets("/parts/facets?brand=a"),
      catalogKeys.categories(),
      catalogKeys.suggestions("chain"),
    ],
  },
  orders: {
    all: orderKeys.all,
    keys: [orderKeys.list(place), orderKeys.mine("ann@example.com", place), orderKeys.detail("o1")],
  },
  payments: { all: paymentKeys.all, keys: [paymentKeys.config(), paymentKeys.intent("o1")] },
  users: { all: userKeys.all, keys: [userKeys.list(place)] },
  profile: { all: profileKeys.all, keys: [profileKeys.detail("ann@example.com")] },
  reviews: { all: reviewKeys.all, keys: [reviewKeys.list()] },
  admin: { all: adminKeys.all, keys: [adminKeys.detail("ann@example.com")] },
  cart: {
    all: cartKeys.all,
    keys: [
      cartKeys.mine(),
      cartKeys.mine({ shippingMethodId: "s1", country: "DE" }),
      cartKeys.visitor([{ partId: "p1", quantity: 2 }], { country: "AT" }),
      cartKeys.shippingMethods(),
      cartKeys.addresses(),
    ],
  },
  settings: { all: settingsKeys.all, keys: [settingsKeys.shippingMethods(), settingsKeys.tax()] },
};

it.each(Object.keys(families))("invalidating %s' root refreshes each of its queries and no other's", async (name) => {
  const client = new QueryClient();
  for (const family of Object.values(families)) for (const key of family.keys) client.setQueryData(key, "answer");
  await client.invalidateQueries({ queryKey: families[name]?.all });
  for (const [other, family] of Object.entries(families))
    for (const key of family.keys)
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(other === name);
});
