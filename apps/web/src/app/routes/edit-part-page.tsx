import { Link, useParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { usePartToEdit } from "../../features/parts/api/get-part.ts";
import { EditPartForm } from "../../features/parts/components/edit-part-form.tsx";

/** An admin's edit of one part, from Manage Product's: Add Product's form, filled in. */
export default function EditPartPage() {
  const { partId = "" } = useParams();
  const part = usePartToEdit(partId);
  return (
    <section className="max-w-xl">
      <PageTitle page="Edit Product" />
      <h2 className="mb-4 text-xl font-semibold">Edit Product</h2>
      <p className="mb-4">
        <Link className="link" to={`/deshboard/manageproduct/${partId}/product`}>
          Category, brand and variants of this product
        </Link>
      </p>
      <QueryState query={part}>{(found) => <EditPartForm key={found._id} part={found} />}</QueryState>
    </section>
  );
}
