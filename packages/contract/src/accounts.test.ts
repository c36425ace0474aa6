import { describe, expect, test } from "vitest";
import { emailParamsSchema, loginFormSchema, signupFormSchema } from "./accounts.ts";

const signup = (email: string) =>
  signupFormSchema.safeParse({ name: "Rider", email, password: "secret1", confirmPassword: "secret1" });

describe("e-mail addresses", () => {
  test.each([
    ["fresh.tester@example.com", "fresh.tester@example.com"],
    ["a+shop@example.com", "a+shop@example.com"],
    ["me@mail.example.co.uk", "me@mail.example.co.uk"],
    ["Me@Example.com", "me@example.com"],
    ["x@example.info", "x@example.info"],
    ["o'brien_2@bike-parts.example.org", "o'brien_2@bike-parts.example.org"],
    ["  spaced@example.com ", "spaced@example.com"],
  ])("signs up with %s, kept as %s", (address, kept) => {
    expect(signup(address).data?.email).toBe(kept);
    expect(emailParamsSchema.parse({ email: address }).email).toBe(kept);
  });

  test.each([
    "plain",
    "@example.com",
    "me@",
    "me@localhost",
    "me@example.c",
    "me@-example.com",
    "me@example..com",
    "me @example.com",
    "me@exa mple.com",
    "me@@example.com",
    "<me>@example.com",
    "me@example.com\nx",
    `${"a".repeat(250)}@example.com`,
  ])("refuses %j with the spec's message", (address) => {
    expect(signup(address).error?.issues.map((issue) => issue.message)).toContain("Provide a valid Email!");
    expect(loginFormSchema.safeParse({ email: address, password: "secret1" }).error?.issues[0]?.message).toBe(
      "Provide a valid email!!",
    );
    expect(emailParamsSchema.safeParse({ email: address }).success).toBe(false);
  });

  test("an empty address is missing, not invalid", () => {
    expect(signup(" ").error?.issues[0]?.message).toBe("Email is required");
  });
});
