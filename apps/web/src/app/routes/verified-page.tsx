import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormError } from "../../components/form-field.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { sendVerificationEmail } from "../../features/auth/api/send-verification-email.ts";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { errorMessage } from "../../lib/error-message.ts";
import { webMessages } from "../../lib/messages.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { toast } from "../../lib/toast.tsx";

/** Where the verification link lands: it says whether the address is now verified. */
export default function VerifiedPage() {
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const [failure, setFailure] = useState("");
  const failed = Boolean(params.get("error"));

  async function resend() {
    setFailure("");
    try {
      await sendVerificationEmail(user);
      toast.success(webMessages.mailSent);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  return (
    <AuthCard title={failed ? "Verification Failed" : "E-mail Verified"}>
      <PageTitle page="Verify E-mail" />
      {failed ? (
        <>
          <p>This verification link is invalid or has expired.</p>
          <button type="button" className="btn btn-primary" onClick={resend}>
            Send a new verification mail
          </button>
          <FormError>{failure}</FormError>
        </>
      ) : (
        <>
          <p>Your e-mail address is verified. Thank you!</p>
          <Link to="/" className="btn btn-primary">
            Go to the shop
          </Link>
        </>
      )}
    </AuthCard>
  );
}
