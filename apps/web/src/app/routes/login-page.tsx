import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginForm, loginFormSchema } from "@shop/contract/accounts";
import { messages } from "@shop/contract/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate, useSearchParams } from "react-router";
import { SubmitButton } from "../../components/buttons.tsx";
import { FormError, FormField } from "../../components/form-field.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { signInOptionsQueryOptions } from "../../features/auth/api/get-sign-in-options.ts";
import { signInEmail } from "../../features/auth/api/sign-in-email.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { GoogleButton } from "../../features/auth/components/google-button.tsx";
import { errorCode } from "../../features/auth/error-code.ts";
import { takeGoogleSignIn } from "../../features/auth/google-return.ts";
import { useReturnTo } from "../../features/auth/use-return-to.ts";
import { fetchAccessToken } from "../../lib/auth.ts";
import {
  fetchInBrowser,
  loadQueries,
  type PageData,
  PageDataBoundary,
  passLoaderHeaders,
} from "../../lib/page-data.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * The page arrives whole, with whether the shop offers Google sign-in, and asks for its scripts
 * once it has painted (decision 0006): on a slow phone they no longer hold up its first paint.
 */
export const loader = ({ context }: LoaderFunctionArgs) => loadQueries(context, [signInOptionsQueryOptions()]);
export const clientLoader = fetchInBrowser;
export const headers = passLoaderHeaders;
export const handle = { scriptsAfterPaint: true };

export default function LoginPage() {
  return (
    <PageDataBoundary data={useLoaderData() as PageData | undefined}>
      <Login />
    </PageDataBoundary>
  );
}

function Login() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Back from a failed Google sign-in, the provider's error arrives in the address.
  const returnedError = params.get("error");
  const [failure, setFailure] = useState(() => returnedError?.toLowerCase().replaceAll("_", "-") ?? "");
  // The tab's storage exists only in the browser, not while the server draws the page.
  useEffect(() => {
    if (returnedError) takeGoogleSignIn();
  }, [returnedError]);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema) });
  const { errors, isSubmitting } = form.formState;
  // Until the scripts run, the browser would send the form itself, the password in the address.
  const working = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure("");
    takeGoogleSignIn();
    try {
      const { user } = await signInEmail(values);
      await fetchAccessToken(queryClient, user);
      navigate(returnTo, { replace: true });
    } catch (err) {
      setFailure(errorCode(err));
    }
  });

  return (
    <AuthCard title="Login">
      <PageTitle page="Login" />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Link to="/resetpassword" className="link link-primary self-start text-sm">
          Forgot Password?
        </Link>
        <FormError>{failure}</FormError>
        <SubmitButton busy={isSubmitting} label="Login" disabled={!working} />
      </form>
      <p className="text-center text-sm">
        New to {messages.productName}?{" "}
        <Link to="/signup" className="link link-primary">
          Create new account
        </Link>
      </p>
      <GoogleButton returnTo={returnTo} />
    </AuthCard>
  );
}
