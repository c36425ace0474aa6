import { zodResolver } from "@hookform/resolvers/zod";
import type { Profile } from "@shop/contract";
import { type ProfileForm as ProfileFormValues, profileFormSchema } from "@shop/contract/accounts";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../../../components/form-field.tsx";
import { webMessages } from "../../../lib/messages.ts";
import { toast } from "../../../lib/toast.tsx";
import { useUpdateProfile } from "../api/update-profile.ts";

const toValues = (p: Profile): ProfileFormValues => ({
  userName: p.userName,
  userEmail: p.userEmail,
  userPhone: p.userPhone ?? "",
  userEducation: p.userEducation ?? "",
  userLinkedinUrl: p.userLinkedinUrl ?? "",
  userAddress: p.userAddress ?? "",
  userLocation: p.userLocation ?? "",
});

/** The update form; name and e-mail are shown but cannot change. */
export function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toValues(profile),
  });
  const update = useUpdateProfile(email);
  const { errors } = form.formState;

  // Fresh data after saving refills the form.
  useEffect(() => form.reset(toValues(profile)), [profile, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (result) => {
        if (result.upsertedCount > 0 || result.modifiedCount > 0) toast.success(webMessages.profileUpdated);
      },
    }),
  );

  return (
    <div className="card bg-base-100 shadow-md">
      <form noValidate onSubmit={onSubmit} className="card-body gap-2">
        <h3 className="card-title">Update Profile</h3>
        <FormField label="Name" readOnly error={errors.userName?.message} {...form.register("userName")} />
        <FormField
          label="Email"
          type="email"
          readOnly
          error={errors.userEmail?.message}
          {...form.register("userEmail")}
        />
        <FormField label="Phone Number" type="tel" error={errors.userPhone?.message} {...form.register("userPhone")} />
        <FormField label="Education" error={errors.userEducation?.message} {...form.register("userEducation")} />
        <FormField
          label="LinkedIn Profile URL"
          type="url"
          error={errors.userLinkedinUrl?.message}
          {...form.register("userLinkedinUrl")}
        />
        <FormField label="Address" error={errors.userAddress?.message} {...form.register("userAddress")} />
        <FormField
          label="Location (City/District)"
          error={errors.userLocation?.message}
          {...form.register("userLocation")}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={update.isPending}>
          {update.isPending && <span className="spinner spinner-sm" />}
          Update
        </button>
      </form>
    </div>
  );
}
