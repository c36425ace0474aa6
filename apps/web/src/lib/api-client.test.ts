import { messages, withRequestId } from "@shop/contract/messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AnswerMismatchError,
  ApiError,
  apiDownload,
  apiPage,
  apiRequest,
  parseLinks,
  setUnauthorizedHandler,
} from "./api-client.ts";

const part = {
  _id: "6f1c2b9e-8a4d-4c1e-9b3a-2d5e7f8a9b0c",
  name: "Chainring",
  img: "/images/parts/chainring.svg",
  des: "52 teeth",
  price: 12.5,
  minQuantity: 2,
  availableQuantity: 40,
  sku: "BPH-CR52",
  mpn: null,
  brand: null,
  category: null,
  specs: {},
  weight: null,
  options: {},
  variants: [],
};

/** The network, answering every request with `status` and `body` and keeping what was asked. */
function answerWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const asked: Request[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    asked.push(new Request(new URL(url, "http://shop.test"), init));
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
  });
  return asked;
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

describe("apiRequest checks every answer against the contract", () => {
  it("hands back an answer that has the schema's shape, without fields the schema does not know", async () => {
    answerWith(200, [{ ...part, secret: "internal" }]);
    expect(await apiRequest("/parts", { answer: "parts" })).toEqual([part]);
  });

  it("fails clearly, naming the call and the field, when the answer breaks the contract", async () => {
    answerWith(200, [{ ...part, price: "12.50" }]);
    const failure = apiRequest("/parts?limit=6", { answer: "parts" });
    await expect(failure).rejects.toBeInstanceOf(AnswerMismatchError);
    await expect(failure).rejects.toThrow(/GET \/api\/parts\?limit=6 .*'parts'.*0\.price/);
    expect(console.error).toHaveBeenCalledOnce();
  });
});

describe("apiRequest's refusals", () => {
  it("carry the server's message and code", async () => {
    answerWith(400, { message: "Phone is required", code: "bad_phone" });
    const failure = apiRequest("/orders", { method: "POST", body: {}, answer: "inserted", auth: true });
    await expect(failure).rejects.toEqual(new ApiError(400, "Phone is required", "bad_phone"));
  });

  it("sign the user out on a 401 or 403 of a protected call, and only then", async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    answerWith(401, { message: messages.tokenInvalid });
    await expect(apiRequest("/users", { answer: "users", auth: true })).rejects.toThrow(messages.tokenInvalid);
    answerWith(403, { message: messages.adminOnly });
    await expect(apiRequest("/users", { answer: "users", auth: true })).rejects.toThrow(messages.adminOnly);
    expect(signOut).toHaveBeenCalledTimes(2);
    // A wrong password on sign-in is a 401 of a public call: nobody is signed out for it.
    answerWith(401, { message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" });
    await expect(apiRequest("/auth/sign-in/email", { method: "POST", answer: "signedIn" })).rejects.toThrow();
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it("say that loading failed when there is no answer or no message", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/pricing", { answer: "pricing" })).rejects.toEqual(new ApiError(0, messages.loadFailed));
    answerWith(502, "Bad Gateway");
    await expect(apiRequest("/pricing", { answer: "pricing" })).rejects.toEqual(new ApiError(502, messages.loadFailed));
  });

  it("name the request of a failure on the server's side, once, so the customer can quote it", async () => {
    const id = "5e1f00aa-2b";
    answerWith(500, { message: withRequestId(messages.internal, id) }, { "x-request-id": id });
    await expect(apiRequest("/pricing", { answer: "pricing" })).rejects.toEqual(
      new ApiError(500, withRequestId(messages.internal, id)),
    );
    answerWith(502, { message: "The payment provider did not answer", code: "provider" }, { "x-request-id": id });
    await expect(apiRequest("/pricing", { answer: "pricing" })).rejects.toEqual(
      new ApiError(502, withRequestId("The payment provider did not answer", id), "provider"),
    );
    answerWith(503, "Service Unavailable", { "x-request-id": id });
    await expect(apiRequest("/pricing", { answer: "pricing" })).rejects.toEqual(
      new ApiError(503, withRequestId(messages.loadFailed, id)),
    );
    // A refusal is the caller's to fix: no id to quote.
    answerWith(409, { message: "Not in stock" }, { "x-request-id": id });
    await expect(apiRequest("/pricing", { answer: "pricing" })).rejects.toEqual(new ApiError(409, "Not in stock"));
  });

  it("send the request the caller described", async () => {
    const asked = answerWith(201, { acknowledged: true, insertedId: part._id });
    await apiRequest("/reviews", { method: "POST", body: { title: "Good" }, answer: "inserted" });
    expect(asked[0]?.method).toBe("POST");
    expect(new URL(asked[0]?.url ?? "").pathname).toBe("/api/reviews");
    expect(await asked[0]?.json()).toEqual({ title: "Good" });
  });
});

describe("apiPage reads a page of a list", () => {
  it("hands back the checked items, the cursors of the next and previous pages, and the total", async () => {
    answerWith(200, [{ ...part, secret: "internal" }], {
      link: '</api/parts?q=chain&cursor=bk5leHQ>; rel="next", </api/parts?q=chain&cursor=cHJldg>; rel="prev"',
      "x-total-count": "50",
    });
    expect(await apiPage("/parts?q=chain", { answer: "parts" })).toEqual({
      items: [part],
      next: "bk5leHQ",
      prev: "cHJldg",
      total: 50,
    });
  });

  it("has no cursors or total when the server sends none: the first and only page", async () => {
    answerWith(200, [part]);
    expect(await apiPage("/parts", { answer: "parts" })).toEqual({ items: [part] });
  });

  it("refuses a page whose items break the contract, as any answer", async () => {
    answerWith(200, [{ ...part, price: "12.50" }], { link: '</api/parts?cursor=abc>; rel="next"' });
    await expect(apiPage("/parts", { answer: "parts" })).rejects.toBeInstanceOf(AnswerMismatchError);
  });
});

describe("parseLinks", () => {
  it("reads each target by its relation, whatever the spacing, quoting or order", async () => {
    expect(parseLinks('<https://shop.test/a?x=1,2>;rel=prev ,  </b>; title="t, u"; rel="next"')).toEqual({
      prev: "https://shop.test/a?x=1,2",
      next: "/b",
    });
  });

  it("gives a link every relation it names, and the first link of a relation wins", () => {
    expect(parseLinks('</top>; rel="prev first", </other>; rel="prev"')).toEqual({ prev: "/top", first: "/top" });
  });

  it("reads nothing from no header or a header without links", () => {
    expect(parseLinks(null)).toEqual({});
    expect(parseLinks("rel=next")).toEqual({});
  });
});

describe("apiDownload", () => {
  it("sends the access token and hands back the file with the server's name for it", async () => {
    // The browser's storage, where the app keeps the token.
    vi.stubGlobal("localStorage", { getItem: (key: string) => (key === "accessToken" ? "token-1" : null) });
    const asked: Request[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      asked.push(new Request(new URL(url, "http://shop.test"), init));
      return new Response("Order id,Date\n", {
        headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="orders-2026-11-25.csv"' },
      });
    });
    const { file, filename } = await apiDownload("/allorders/export.csv");
    expect(await file.text()).toBe("Order id,Date\n");
    expect(filename).toBe("orders-2026-11-25.csv");
    expect(asked[0]?.url).toBe("http://shop.test/api/allorders/export.csv");
    expect(asked[0]?.headers.get("authorization")).toBe("Bearer token-1");
  });

  it("refuses like apiRequest: the server's message, and a 403 signs out", async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    answerWith(403, { message: "Only an administrator may do this" });
    await expect(apiDownload("/allorders/export.csv")).rejects.toEqual(
      new ApiError(403, "Only an administrator may do this"),
    );
    expect(signOut).toHaveBeenCalledOnce();
  });
});
