import { zodResolver } from "@hookform/resolvers/zod";
import { type NewPasswordForm, newPasswordFormSchema } from "@shop/contract/accounts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SubmitButton } from "../../components/buttons.tsx";
import { FormError, FormField } from "../../components/form-field.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { resetPassword } from "../../features/auth/api/reset-password.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { errorMessage } from "../../lib/error-message.ts";
import { webMessages } from "../../lib/messages.ts";
import { toast } from "../../lib/toast.tsx";

/** Where the mailed reset link lands: the new password, under the same rules as sign-up. */
export default function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const [failure, setFailure] = useState("");
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure("");
    try {
      await resetPassword(token ?? "", password);
      toast.success(webMessages.passwordChanged);
      navigate("/login", { replace: true });
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <AuthCard title="Choose a New Password">
      <PageTitle page="New Password" />
      {!token || params.get("error") ? (
        <>
          <FormError>This reset link is invalid or has expired.</FormError>
          <Link to="/resetpassword" className="btn btn-primary">
            Ask for a new link
          </Link>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <FormField
            label="New Password"
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
          <SubmitButton busy={isSubmitting} label="Save Password" />
        </form>
      )}
    </AuthCard>
  );
}
