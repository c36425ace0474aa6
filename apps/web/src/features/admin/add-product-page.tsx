import { zodResolver } from "@hookform/resolvers/zod";
import { type PartForm, partFormSchema } from "@shop/contract/admin";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify/unstyled";
import { FormField } from "../../components/form-field.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { SubmitOrSpinner } from "../../components/submit-or-spinner.tsx";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { usePictureField } from "../../components/use-picture-field.tsx";
import { partAdded } from "../../lib/messages.ts";
import { useAddPart } from "./api/add-part.ts";

const empty: PartForm = { name: "", price: "", minQuantity: "", availableQuantity: "", des: "" };

export default function AddProductPage() {
  const addPart = useAddPart();
  const picture = usePictureField();
  const form = useForm<PartForm>({ resolver: zodResolver(partFormSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await picture.saveWith(async (img) => {
      const answer = await addPart.mutateAsync({
        name: values.name,
        img,
        des: values.des,
        // The spec parses the numbers as decimals; the server refuses what is not whole.
        price: Number.parseFloat(values.price),
        minQuantity: Number.parseFloat(values.minQuantity),
        availableQuantity: Number.parseFloat(values.availableQuantity),
      });
      return answer.acknowledged;
    });
    if (saved) {
      toast.success(partAdded(values.name));
      form.reset(empty);
    }
  }, picture.check);

  return (
    <section className="max-w-xl">
      <PageTitle page="Add Product" />
      <h2 className="mb-4 text-xl font-semibold">Add Product</h2>
      <form noValidate onSubmit={onSubmit} className="card flex flex-col gap-2 bg-base-100 p-6 shadow">
        <FormField label="Name" error={errors.name?.message} {...form.register("name")} />
        {picture.field}
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
        <SubmitOrSpinner busy={isSubmitting} label="Add Product" />
      </form>
    </section>
  );
}
