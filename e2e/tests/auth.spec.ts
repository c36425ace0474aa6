import { ADMIN, servicePorts } from "../support/ports.ts";
import {
  accountButton,
  freshEmail,
  googleWillSignIn,
  linkIn,
  logIn,
  mailTo,
  openAccountMenu,
  signUpByApi,
} from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

test("a visitor signs up, is signed in everywhere, and logs out", async ({ page, context }) => {
  const email = freshEmail();
  await page.goto("/signup");
  await expect(page).toHaveTitle("SignUp - Bike Parts Hub");
  await page.getByLabel("Name").fill("Sam Spokes");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page.getByText("Create a new user")).toBeVisible();
  await expect(page).toHaveURL("/");
  await openAccountMenu(page);
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/deshboard");
  await expect(nav(page).getByRole("link", { name: "Login" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toMatch(/^ey/);

  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  const second = await context.newPage();
  await second.goto("/blogs");
  await expect(accountButton(second)).toBeVisible();

  await openAccountMenu(page);
  await nav(page).getByRole("button", { name: "LogOut" }).click();
  await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
});

test("signing up with an address that has an account signs nobody in, and says to read the mail", async ({ page }) => {
  const owner = await signUpByApi(page, { name: "Olga Owner" });
  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Sly Stranger");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill("stranger1");
  await page.getByLabel("Confirm Password").fill("stranger1");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page.getByRole("status")).toHaveText(
    `Please check your e-mail: we have sent a message to ${owner.email} about your account.`,
  );
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Create a new user")).toHaveCount(0);
  await expect(page).toHaveURL("/signup");
  await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  const notice = await mailTo(page, owner.email, /tried to sign up/);
  expect(notice.text).toContain("Hello Olga Owner");
});

test.describe("wrong credentials", () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("show the same short code for a wrong password and an unknown address", async ({ page }) => {
    const account = await signUpByApi(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await logIn(page, { email: account.email, password: "wrong-password" });
    await expect(page.getByRole("alert")).toHaveText("invalid-credential");
    await logIn(page, { email: freshEmail(), password: "whatever1" });
    await expect(page.getByRole("alert")).toHaveText("invalid-credential");
    await expect(page).toHaveURL("/login");
  });
});

test("an ordinary address with dots, a plus, a subdomain and capitals signs up, kept lower-case", async ({ page }) => {
  const given = `Fresh.Tester+${freshEmail().split("@")[0]}@Mail.Example.co.uk`;
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Fresh Tester");
  await page.getByLabel("Email").fill(given);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Create a new user")).toBeVisible();
  await expect(nav(page).getByRole("button", { name: "Account" })).toBeVisible();
  await page.goto("/deshboard");
  await expect(page.getByRole("main").getByText(given.toLowerCase()).first()).toBeVisible();
});

test("the login form shows every validation message", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveTitle("Login - Bike Parts Hub");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("not.an@email");
  await page.getByLabel("Password").fill("abc");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Provide a valid email!!")).toBeVisible();
  await expect(page.getByText("Password should 6 characters or longer!!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/resetpassword");
  await expect(page.getByRole("link", { name: "Create new account" })).toHaveAttribute("href", "/signup");
});

test("the sign-up form shows every validation message and refuses mismatched passwords", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign Up" }).click();
  for (const text of [
    "Name is required",
    "Email is required",
    "Password is required",
    "Confirm password is required",
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Name").fill("Sam");
  await page.getByLabel("Email").fill("sam@bikes");
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm Password").fill("abc");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Provide a valid Email!")).toBeVisible();
  await expect(page.getByText("Password should 6 characters or longer!!", { exact: true })).toBeVisible();
  await expect(page.getByText("Confirm Password should 6 characters or longer!!")).toBeVisible();

  const email = freshEmail();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret124");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Password and Confirm Password don't matched!")).toBeVisible();
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: "secret123" } });
  expect(signIn.status()).toBe(401);
});

test("the reset form shows its validation messages", async ({ page }) => {
  await page.goto("/resetpassword");
  await expect(page).toHaveTitle("Reset Password - Bike Parts Hub");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill("upper@case");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Provide a valid email!!")).toBeVisible();
  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL("/login");
});

test("a visitor sent from a dashboard page to log in comes back to it", async ({ page }) => {
  const account = await signUpByApi(page);
  await page.context().clearCookies();
  await page.goto("/deshboard/myorders");
  await expect(page).toHaveURL("/login");
  await logIn(page, account);
  await expect(page).toHaveURL("/deshboard/myorders");
});

test("a forgotten password is reset through the mailed link", async ({ page }) => {
  const account = await signUpByApi(page);
  await page.context().clearCookies();
  await page.goto("/resetpassword");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Sent Email")).toBeVisible();

  const mail = await mailTo(page, account.email, /Reset your/);
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/newpassword\?token=/);
  await page.getByLabel("New Password").fill("freshpass7");
  await page.getByLabel("Confirm Password").fill("freshpass7");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page).toHaveURL("/login");
  await logIn(page, { email: account.email, password: "freshpass7" });
  await expect(page).toHaveURL("/");
  await expect(accountButton(page)).toBeVisible();
});

test("the verification link verifies the address and says so", async ({ page }) => {
  const account = await signUpByApi(page);
  const mail = await mailTo(page, account.email, /Verify your e-mail/);
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL("/verified");
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
});

test("asking for a new verification mail while signed out says nobody is logged in", async ({ page }) => {
  await page.goto("/verified?error=invalid_token");
  await page.getByRole("button", { name: "Send a new verification mail" }).click();
  await expect(page.getByText("No user is logged in")).toBeVisible();
});

test("a failed Google sign-in lands on the login page, which shows the provider's error", async ({ page }) => {
  const response = await page.goto("/login?error=access_denied");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("alert")).toHaveText("access-denied");
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
});

test("Continue with Google signs in through the OpenID Connect provider", async ({ page }) => {
  const email = freshEmail();
  await googleWillSignIn(page, { email, name: "Gina Gears" });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByText("Sign in with Google")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(accountButton(page)).toBeVisible();
  await page.goto("/deshboard");
  await expect(page.getByRole("heading", { name: "Gina Gears" })).toBeVisible();
});

test("My Profile shows 'Please Update!' until the profile is saved", async ({ page }) => {
  const account = await signUpByApi(page, { name: "Pat Pedals" });
  await page.goto("/deshboard");
  await expect(page).toHaveTitle("My Profile - Bike Parts Hub");
  await expect(page.getByText("Please Update!")).toHaveCount(5);
  await expect(page.getByLabel("Name")).toHaveValue("Pat Pedals");
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Email")).not.toBeEditable();

  await page.getByRole("button", { name: "Update" }).click();
  for (const text of [
    "Phone is required",
    "Education is required",
    "Linkedin profile url is required",
    "Address is required",
    "Location is required",
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByLabel("Phone Number").fill("+1 555 0101");
  await page.getByLabel("Education").fill("BSc <script>alert(1)</script>");
  await page.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/pat");
  await page.getByLabel("Address").fill("7 Chain Lane");
  await page.getByLabel("Location (City/District)").fill("Chittagong");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Update successfully!")).toBeVisible();
  await expect(page.getByText("Please Update!")).toHaveCount(0);
  await expect(page.getByText("BSc <script>alert(1)</script>")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Location (City/District)")).toHaveValue("Chittagong");
});

test("a user sees Orders and Add Review, and is sent away from admin screens", async ({ page }) => {
  await signUpByApi(page);
  await page.goto("/deshboard");
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await expect(menu.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Add Review" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Make Admin" })).toHaveCount(0);
  await page.goto("/deshboard/makeadmin");
  await expect(page).toHaveURL("/deshboard");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
});

test("an admin sees the admin menu and not the customer's", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/");
  await openAccountMenu(page);
  await nav(page).getByRole("link", { name: "Dashboard" }).click();
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  for (const name of ["My Profile", "Make Admin", "Add Product", "Manage Order's", "Manage Product's"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Orders", exact: true })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Add Review" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Make Admin" }).click();
  await expect(page.getByRole("heading", { name: "Make Admin" })).toBeVisible();
});

test.describe("a refused access token", () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("whose session ended in another tab signs the user out and goes home", async ({ page, context }) => {
    await signUpByApi(page);
    await page.goto("/deshboard");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toMatch(/^ey/);
    // The other tab ends the identity session behind this tab's back: its token stays stored here.
    const other = await context.newPage();
    const origin = `http://127.0.0.1:${servicePorts.shop}`;
    expect((await other.request.post("/api/auth/sign-out", { data: {}, headers: { origin } })).ok()).toBe(true);
    await other.close();

    // The page learns of it with its next call (this click), or sooner: it asks for the session
    // again when it has the focus back, finds none, and drops the token. Either way the user is
    // signed out and sent home; a click the page left behind is no failure once it is home.
    const orders = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Orders" });
    await orders.click({ timeout: 10_000 }).catch((err) => {
      if (new URL(page.url()).pathname !== "/") throw err;
    });
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  });

  test("signs the user out and goes home", async ({ page }) => {
    await signUpByApi(page);
    await page.goto("/deshboard");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await page.evaluate(() => localStorage.setItem("accessToken", "forged.token.value"));
    await page.reload();
    await expect(page).toHaveURL("/");
    await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  });
});
