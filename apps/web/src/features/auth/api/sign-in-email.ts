import type { LoginForm } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";
import type { SessionUser } from "../../../lib/session.ts";

export const signInEmail = (form: LoginForm) =>
  apiRequest<{ user: SessionUser }>("/auth/sign-in/email", { method: "POST", body: form });
