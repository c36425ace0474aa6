import { zodResolver } from "@hookform/resolvers/zod";
import { type SignupForm, signupFormSchema } from "@shop/contract/accounts";
import { signUpCheckMail } from "@shop/contract/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { SubmitButton } from "../../components/buttons.tsx";
import { FormError, FormField } from "../../components/form-field.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { signUpEmail } from "../../features/auth/api/sign-up-email.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { GoogleButton } from "../../features/auth/components/google-button.tsx";
import { fetchAccessToken } from "../../lib/auth.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { webMessages } from "../../lib/messages.ts";
import { sessionQueryOptions } from "../../lib/session.ts";
import { toast } from "../../lib/toast.tsx";

export default function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState("");
  const [notice, setNotice] = useState("");
  const form = useForm<SignupForm>({ resolver: zodResolver(signupFormSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure("");
    setNotice("");
    try {
      const { user } = await signUpEmail(values);
      // Sign-up answers the same for an address that already has an account, but signs nobody
      // in then; the owner gets a mail instead.
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      if (session?.email !== user.email) {
        setNotice(signUpCheckMail(user.email));
        return;
      }
      await fetchAccessToken(queryClient, session);
      toast.success(webMessages.signedUp);
      navigate("/", { replace: true });
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <AuthCard title="Sign Up">
      <PageTitle page="SignUp" />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <FormField label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <FormError>{failure}</FormError>
        {notice && (
          <p role="status" className="break-words rounded-md bg-info/10 px-3 py-2 text-sm">
            {notice}
          </p>
        )}
        <SubmitButton busy={isSubmitting} label="Sign Up" />
      </form>
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link to="/login" className="link link-primary">
          Please Login
        </Link>
      </p>
      <GoogleButton returnTo="/" />
    </AuthCard>
  );
}
