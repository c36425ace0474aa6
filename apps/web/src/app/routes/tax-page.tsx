import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { useSaveTaxSettings, useTaxSettings } from "../../features/shipping/api/tax.ts";
import { TaxForm } from "../../features/shipping/components/tax-form.tsx";
import { toast } from "../../lib/toast.tsx";

export const TAX_SAVED = "The tax settings are saved: new orders use them";

/** /deshboard/tax (admins): the shop's tax, used by every order placed from now on. */
export default function TaxPage() {
  const settings = useTaxSettings();
  const save = useSaveTaxSettings();
  return (
    <section>
      <PageTitle page="Tax" />
      <h2 className="mb-4 text-xl font-semibold">Tax</h2>
      <QueryState query={settings}>
        {(current) => (
          <div className="card border border-base-300 bg-base-100">
            <div className="card-body">
              <TaxForm
                settings={current}
                busy={save.isPending}
                onSave={(next) => save.mutate(next, { onSuccess: () => toast.success(TAX_SAVED) })}
              />
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
