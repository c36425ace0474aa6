import { zodResolver } from "@hookform/resolvers/zod";
import { type ResetPasswordForm, resetPasswordFormSchema } from "@shop/contract/accounts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { SubmitButton } from "../../components/buttons.tsx";
import { FormError, FormField } from "../../components/form-field.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { requestPasswordReset } from "../../features/auth/api/request-password-reset.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { errorMessage } from "../../lib/error-message.ts";
import { webMessages } from "../../lib/messages.ts";
import { toast } from "../../lib/toast.tsx";

export default function ResetPasswordPage() {
  const [failure, setFailure] = useState("");
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordFormSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure("");
    try {
      await requestPasswordReset(email);
      toast.success(webMessages.mailSent);
      form.reset();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <AuthCard title="Reset Password">
      <PageTitle page="Reset Password" />
      <Link to="/login" className="btn btn-ghost btn-sm self-start" aria-label="Back to login">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M15 19l-7-7 7-7" />
        </svg>
        Back
      </Link>
      <p className="text-sm">
        Enter your account's e-mail address and we will send you a link to choose a new password.
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <FormError>{failure}</FormError>
        <SubmitButton busy={isSubmitting} label="Reset Password" />
      </form>
    </AuthCard>
  );
}
