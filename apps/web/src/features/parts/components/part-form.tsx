import { zodResolver } from "@hookform/resolvers/zod";
import { type PartForm, partFormSchema } from "@shop/contract/admin";
import type { FormEventHandler, ReactNode } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { FormField } from "../../../components/form-field.tsx";
import { SubmitOrSpinner } from "../../../components/submit-or-spinner.tsx";
import { TextAreaField } from "../../../components/text-area-field.tsx";

export const emptyPartForm: PartForm = { name: "", price: "", minQuantity: "", availableQuantity: "", des: "" };

export const usePartForm = (defaultValues: PartForm) =>
  useForm<PartForm>({ resolver: zodResolver(partFormSchema), defaultValues });

/** Add Product's form, also the edit form: the same fields, labels and messages for both. */
export function PartFormCard({
  form,
  picture,
  submitLabel,
  onSubmit,
  children,
}: {
  form: UseFormReturn<PartForm>;
  /** The picture picker, and on an edit the picture kept when none is chosen. */
  picture: ReactNode;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Below the submit button (an edit's way back). */
  children?: ReactNode;
}) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="card flex flex-col gap-2 bg-base-100 p-6 shadow">
      <FormField label="Name" error={errors.name?.message} {...form.register("name")} />
      {picture}
      <FormField
        label="Price"
        type="number"
        step="0.01"
        min="0"
        error={errors.price?.message}
        {...form.register("price")}
      />
      <FormField
        label="Minimum Quantity"
        type="number"
        min="1"
        error={errors.minQuantity?.message}
        {...form.register("minQuantity")}
      />
      <FormField
        label="Available Quantity"
        type="number"
        min="0"
        error={errors.availableQuantity?.message}
        {...form.register("availableQuantity")}
      />
      <TextAreaField label="Description" error={errors.des?.message} {...form.register("des")} />
      <SubmitOrSpinner busy={isSubmitting} label={submitLabel} />
      {children}
    </form>
  );
}
