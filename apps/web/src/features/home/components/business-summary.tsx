import { Link } from "react-router";
import { SectionHeading } from "../../../components/section-heading.tsx";

const figures = [
  { value: "100+", label: "Customers" },
  { value: "120M+", label: "Annual revenue" },
  { value: "35k+", label: "Reviews" },
  { value: "500+", label: "Tools" },
];

export function BusinessSummary() {
  return (
    <section id="bsummery" aria-labelledby="bsummery-title" className="reveal scroll-mt-20 bg-base-200 px-4 py-16">
      <SectionHeading id="bsummery" title="Millions of riders trust us" sub="Our business in numbers" />
      <dl className="stats stats-vertical mx-auto flex w-fit shadow md:stats-horizontal">
        {figures.map((f) => (
          <div key={f.label} className="stat place-items-center">
            <dt className="stat-title">{f.label}</dt>
            <dd className="stat-value text-primary">{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mx-auto mt-10 flex max-w-3xl flex-col items-center justify-between gap-4 rounded-box bg-base-100 p-8 shadow md:flex-row">
        <div>
          <p className="text-xl font-bold">Have a question or a bulk order in mind?</p>
          <p className="text-base-content/70">Tell us what you need and we will get back to you.</p>
        </div>
        <div className="flex gap-2">
          {/* The spec's button has no behaviour. */}
          <button type="button" className="btn btn-primary">
            Request for Quote
          </button>
          <Link to="/home#contact" className="btn btn-outline">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
