import type { Part } from "@shop/contract";
import { messages } from "@shop/contract/messages";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "react-toastify/unstyled";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { usePictureField } from "../../components/use-picture-field.tsx";
import { usePartToEdit } from "../../features/parts/api/get-part.ts";
import { useUpdatePart } from "../../features/parts/api/update-part.ts";
import { PartFormCard, usePartForm } from "../../features/parts/components/part-form.tsx";
import { partChanges, partForm } from "../../features/parts/part-fields.ts";
import { partUpdated } from "../../lib/messages.ts";

/** Which page and search of Manage Product's the edit was opened from, to go back to it. */
export type EditState = { listQuery: string };

/** The list the edit came from; its first page when the address was opened directly. */
function useListAddress() {
  const state: Partial<EditState> | null = useLocation().state;
  const query = typeof state?.listQuery === "string" && state.listQuery.startsWith("?") ? state.listQuery : "";
  return `/deshboard/manageproduct${query}`;
}

function EditPartForm({ part }: { part: Part }) {
  const navigate = useNavigate();
  const list = useListAddress();
  const updatePart = useUpdatePart();
  const picture = usePictureField("Image", part.img);
  const form = usePartForm(partForm(part));

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await picture.saveWith(async (img) => {
      const changes = partChanges(part, values, img);
      if (Object.keys(changes).length === 0) {
        toast.info(messages.nothingToUpdate);
        return false;
      }
      await updatePart.mutateAsync({ id: part._id, changes });
      return true;
    });
    if (saved) {
      toast.success(partUpdated(values.name));
      await navigate(list);
    }
  });

  const kept = (
    <>
      {picture.field}
      <div className="flex items-center gap-3 text-sm text-base-content/70">
        <img src={part.img} alt="" width={64} height={48} className="rounded" />
        <span>Leave Image empty to keep the current picture.</span>
      </div>
    </>
  );
  return (
    <PartFormCard form={form} picture={kept} submitLabel="Save Changes" onSubmit={onSubmit}>
      <Link to={list} className="btn btn-ghost">
        Cancel
      </Link>
    </PartFormCard>
  );
}

/** An admin's edit of one part, from Manage Product's: Add Product's form, filled in. */
export default function EditProductPage() {
  const { partId = "" } = useParams();
  const part = usePartToEdit(partId);
  return (
    <section className="max-w-xl">
      <PageTitle page="Edit Product" />
      <h2 className="mb-4 text-xl font-semibold">Edit Product</h2>
      <QueryState query={part}>{(found) => <EditPartForm key={found._id} part={found} />}</QueryState>
    </section>
  );
}
