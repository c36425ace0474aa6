import { useState } from "react";
import { QueryState } from "../../../components/query-state.tsx";
import { SectionHeading } from "../../../components/section-heading.tsx";
import { usePricing } from "../api/get-pricing.ts";

export function PricingSection() {
  const query = usePricing();
  // The spec's monthly toggle changes nothing: prices are always per month.
  const [monthly, setMonthly] = useState(true);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="reveal scroll-mt-20 bg-base-200 px-4 py-16">
      <SectionHeading id="pricing" title="Pricing plans" sub="For shops and teams that order every month" />
      <label className="label mx-auto mb-8 flex w-fit cursor-pointer gap-3">
        <span>Monthly</span>
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={monthly}
          onChange={(e) => setMonthly(e.target.checked)}
        />
      </label>
      <QueryState query={query}>
        {(plans) => (
          <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
            {plans.map((plan) => {
              const advanced = plan.name === "Advanced";
              return (
                <article
                  key={plan._id}
                  data-highlighted={advanced || undefined}
                  className={`card shadow-md ${advanced ? "scale-105 bg-primary text-primary-content" : "bg-base-100"}`}
                >
                  <div className="card-body items-center text-center">
                    <h3 className="card-title text-2xl">
                      {plan.name === "Premium" && (
                        <span role="img" aria-label="Premium plan" className="text-amber-500">
                          ♛
                        </span>
                      )}
                      {plan.name}
                    </h3>
                    <p className="text-4xl font-bold">
                      ${plan.price}
                      <span className="text-base font-normal">/m</span>
                    </p>
                    <ul className="my-4 space-y-2">
                      {[plan.service1, plan.service2, plan.service3, plan.service4, plan.service5].map((s) => (
                        <li key={s}>✓ {s}</li>
                      ))}
                    </ul>
                    <button type="button" className={`btn ${advanced ? "btn-neutral" : "btn-primary"}`}>
                      Choose {plan.name}
                    </button>
                  </div>
                </article>
              );
            })}
          </div>
        )}
      </QueryState>
    </section>
  );
}
