import type { SignInEmailRequest } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";

export const signInEmail = (form: SignInEmailRequest) =>
  apiRequest("/auth/sign-in/email", { method: "POST", body: form, answer: "signedIn" });
