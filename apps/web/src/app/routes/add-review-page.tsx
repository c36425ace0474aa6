import { zodResolver } from "@hookform/resolvers/zod";
import { type ReviewForm, reviewFormSchema } from "@shop/contract/admin";
import { useForm } from "react-hook-form";
import { FormField } from "../../components/form-field.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { SubmitOrSpinner } from "../../components/submit-or-spinner.tsx";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { usePictureField } from "../../components/use-picture-field.tsx";
import { useAddReview } from "../../features/reviews/api/add-review.ts";
import { reviewAdded } from "../../lib/messages.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { toast } from "../../lib/toast.tsx";

const empty: ReviewForm = { address: "", star: "", title: "", des: "" };

export default function AddReviewPage() {
  const { user } = useCurrentUser();
  const addReview = useAddReview();
  const picture = usePictureField();
  const form = useForm<ReviewForm>({ resolver: zodResolver(reviewFormSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const name = user?.name ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await picture.saveWith(async (img) => {
      const answer = await addReview.mutateAsync({
        name,
        img,
        address: values.address,
        star: Number.parseFloat(values.star),
        title: values.title,
        des: values.des,
      });
      return answer.acknowledged;
    });
    if (saved) {
      toast.success(reviewAdded(name));
      form.reset(empty);
    }
  }, picture.check);

  return (
    <section className="max-w-xl">
      <PageTitle page="Add Review" />
      <h2 className="mb-4 text-xl font-semibold">Add Review</h2>
      <form noValidate onSubmit={onSubmit} className="card flex flex-col gap-2 bg-base-100 p-6 shadow">
        <FormField label="Name" readOnly value={name} error={name ? undefined : "Name is required"} />
        {picture.field}
        <FormField label="Address" error={errors.address?.message} {...form.register("address")} />
        <FormField label="Rating" type="number" step="0.1" error={errors.star?.message} {...form.register("star")} />
        <FormField label="Title" error={errors.title?.message} {...form.register("title")} />
        <TextAreaField label="Description" error={errors.des?.message} {...form.register("des")} />
        <SubmitOrSpinner busy={isSubmitting} label="Add Review" />
      </form>
    </section>
  );
}
