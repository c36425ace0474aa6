import { PageTitle } from "../../components/page-title.tsx";
import { usePictureField } from "../../components/use-picture-field.tsx";
import { useAddPart } from "../../features/parts/api/add-part.ts";
import { emptyPartForm, PartFormCard, usePartForm } from "../../features/parts/components/part-form.tsx";
import { partValues } from "../../features/parts/part-fields.ts";
import { partAdded } from "../../lib/messages.ts";
import { toast } from "../../lib/toast.tsx";

export default function AddPartPage() {
  const addPart = useAddPart();
  const picture = usePictureField();
  const form = usePartForm(emptyPartForm);

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await picture.saveWith(async (img) => {
      const answer = await addPart.mutateAsync({ ...partValues(values), img });
      return answer.acknowledged;
    });
    if (saved) {
      toast.success(partAdded(values.name));
      form.reset(emptyPartForm);
    }
  }, picture.check);

  return (
    <section className="max-w-xl">
      <PageTitle page="Add Product" />
      <h2 className="mb-4 text-xl font-semibold">Add Product</h2>
      <PartFormCard form={form} picture={picture.field} submitLabel="Add Product" onSubmit={onSubmit} />
    </section>
  );
}
