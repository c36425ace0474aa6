import { expect, type Page } from "@playwright/test";
import { controlUrl, servicePorts } from "../support/ports.ts";

const origin = `http://127.0.0.1:${servicePorts.shop}`;
let counter = 0;

/** A fresh address that passes the spec's e-mail pattern (lowercase letters and digits). */
export const freshEmail = () => `rider${Date.now().toString(36)}${process.pid}${counter++}@example.com`;

export type Account = { name: string; email: string; password: string; token: string };

/**
 * Makes an account through the real API as the app does (sign-up, then the access token); the
 * browser context gets its session cookie.
 */
export async function signUpByApi(page: Page, account: Partial<Account> = {}): Promise<Account> {
  const made = { name: "Test Rider", email: freshEmail(), password: "secret123", ...account };
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { ...made, callbackURL: "/verified" },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const exchange = await page.request.put(`/api/user/${made.email}`);
  const { token } = (await exchange.json()) as { token: string };
  return { ...made, token };
}

/** Signs an existing account in through the API (the admin, say), with its access token. */
export async function signInByApi(page: Page, account: Pick<Account, "email" | "password">): Promise<Account> {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const { token } = (await (await page.request.put(`/api/user/${account.email}`)).json()) as { token: string };
  return { name: "", ...account, token };
}

/** Calls the API with an account's access token, as the app would. */
export async function apiAs(page: Page, account: Account, method: "POST" | "PATCH", url: string, data: object) {
  const res = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${account.token}` } });
  if (!res.ok()) throw new Error(`${method} ${url} failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** The navbar's account button: there once someone is signed in. */
export const accountButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account" });

/** Opens the account menu, where a signed-in user finds the dashboard and 'LogOut'. */
export async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "LogOut" })).toBeVisible();
}

/** Signs in through the login form, as a person would. */
export async function logIn(page: Page, account: Pick<Account, "email" | "password">) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** The newest mail to this address whose subject matches, as the local SMTP server got it. */
export async function mailTo(page: Page, to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const mails = (await (await page.request.get(`${controlUrl}/mails?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = mails.filter((m) => subject.test(m.subject)).at(-1);
    if (mail) return mail;
    await page.waitForTimeout(100);
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export const linkIn = (text: string) => {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error("no link in the mail");
  return match[0];
};

/** Whom the local OpenID Connect issuer (our stand-in for Google) signs in next. */
export async function googleWillSignIn(page: Page, person: { email: string; name: string }) {
  await page.request.post(`${controlUrl}/oidc/as`, { data: person });
}

/** A seeded part found by name through the public API. */
export async function partNamed(page: Page, name: string) {
  const res = await page.request.get(`/api/parts?q=${encodeURIComponent(name)}`);
  const [part] = (await res.json()) as {
    _id: string;
    name: string;
    price: number;
    minQuantity: number;
    availableQuantity: number;
  }[];
  if (!part) throw new Error(`no part named ${name}`);
  return part;
}
