import type { Part } from "@shop/contract";
import { messages } from "@shop/contract/messages";
import { Link, useLocation, useNavigate } from "react-router";
import { usePictureField } from "../../../components/use-picture-field.tsx";
import { partUpdated } from "../../../lib/messages.ts";
import { toast } from "../../../lib/toast.tsx";
import { useUpdatePart } from "../api/update-part.ts";
import { partChanges, partForm } from "../part-fields.ts";
import { PartFormCard, usePartForm } from "./part-form.tsx";

/** Which page and search of Manage Product's the edit was opened from, to go back to it. */
export type EditState = { listQuery: string };

/** The list the edit came from; its first page when the address was opened directly. */
function useListAddress() {
  const state: Partial<EditState> | null = useLocation().state;
  const query = typeof state?.listQuery === "string" && state.listQuery.startsWith("?") ? state.listQuery : "";
  return `/deshboard/manageproduct${query}`;
}

export function EditPartForm({ part }: { part: Part }) {
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
