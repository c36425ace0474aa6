import { zodResolver } from "@hookform/resolvers/zod";
import { type NotifyForm as NotifyFields, notifyFormSchema } from "@shop/contract/stock-alerts";
import { stockAlertMessages } from "@shop/contract/stock-alerts-messages";
import BellRing from "lucide-react/icons/bell-ring";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormError, FormField } from "../../../components/form-field.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.tsx";
import { useNotifyMe } from "../api/notify-me.ts";

const bell = <BellRing className="h-4 w-4" aria-hidden="true" />;

/** One click for a signed-in customer; a visitor gives the address to confirm. */
export default function NotifyForm({ partId }: { partId: string }) {
  const { user, pending } = useCurrentUser();
  const notify = useNotifyMe(partId);
  const [told, setTold] = useState("");
  const [failure, setFailure] = useState("");
  const form = useForm<NotifyFields>({ resolver: zodResolver(notifyFormSchema) });

  const ask = async (email?: string) => {
    setFailure("");
    try {
      const answer = await notify.mutateAsync(email);
      setTold(answer.message);
      toast.success(answer.message);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  if (told)
    return (
      <p role="status" className="font-semibold text-success">
        {told}
      </p>
    );
  if (user || pending)
    return (
      <>
        <button
          type="button"
          className="btn btn-secondary self-start"
          disabled={pending || notify.isPending}
          onClick={() => ask()}
        >
          {bell}
          {stockAlertMessages.notifyMe}
        </button>
        <FormError>{failure}</FormError>
      </>
    );
  return (
    <form noValidate onSubmit={form.handleSubmit(({ email }) => ask(email))} className="flex flex-col gap-2">
      <FormField
        label="Your e-mail for the alert"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <FormError>{failure}</FormError>
      <button type="submit" className="btn btn-secondary self-start" disabled={notify.isPending}>
        {bell}
        {stockAlertMessages.notifyMe}
      </button>
    </form>
  );
}
