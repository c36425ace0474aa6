import { PageMeta } from "../../components/page-meta.tsx";
import { useGarage } from "../../features/garage/api/garage.ts";
import { BikeSearch } from "../../features/garage/components/bike-search.tsx";
import { ByHandForm } from "../../features/garage/components/by-hand-form.tsx";
import { GarageList } from "../../features/garage/components/garage-list.tsx";
import { errorMessage } from "../../lib/error-message.ts";
import { toast } from "../../lib/toast.tsx";

/**
 * /garage (issue 32): the rider's bikes, one of them active, which every part page and the
 * catalog's 'Fits my bike' judge against. A visitor's are kept in the browser and join the
 * account at sign-in.
 */
export default function GaragePage() {
  const garage = useGarage();
  const busy = garage.add.isPending || garage.activate.isPending || garage.remove.isPending;
  const failed = (e: unknown) => toast.error(errorMessage(e));
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta page="My garage" path="/garage" description="Your bikes: every part says whether it fits them." />
      <h1 className="mb-2 text-3xl font-bold">My garage</h1>
      <p className="mb-6 text-base-content/80">
        {garage.signedIn
          ? "Your bikes are kept with your account."
          : "Your bikes are kept in this browser; sign in to keep them with your account."}
      </p>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">My bikes</h2>
          {!garage.loading && (
            <GarageList
              bikes={garage.bikes}
              busy={busy}
              onActivate={(id) => garage.activate.mutate(id, { onError: failed })}
              onRemove={(id) => garage.remove.mutate(id, { onError: failed })}
            />
          )}
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">Search your bike</h2>
          <BikeSearch
            busy={busy}
            onPick={(model) =>
              garage.add.mutate(
                { model, active: true },
                {
                  onSuccess: () => toast.success(`${model.brand} ${model.model} ${model.year} is your bike`),
                  onError: failed,
                },
              )
            }
          />
        </div>
      </div>
      <details className="collapse-arrow collapse mt-8 border border-base-200">
        <summary className="collapse-title text-xl font-bold">Not in the list? Enter it by hand</summary>
        <div className="collapse-content">
          <ByHandForm
            busy={busy}
            onAdd={(name, standards) =>
              garage.add.mutate(
                { name, standards, active: true },
                { onSuccess: () => toast.success("Your bike is added"), onError: failed },
              )
            }
          />
        </div>
      </details>
    </section>
  );
}
