import type { LucideIcon } from "lucide-react";
import Star from "lucide-react/icons/star";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";
import { Link } from "react-router";
import { SectionHeading } from "../../../components/section-heading.tsx";

const figures: { value: string; label: string; Icon: LucideIcon }[] = [
  { value: "100+", label: "Customers", Icon: Users },
  { value: "120M+", label: "Annual revenue", Icon: TrendingUp },
  { value: "35k+", label: "Reviews", Icon: Star },
  { value: "500+", label: "Tools", Icon: Wrench },
];

export function BusinessSummary() {
  return (
    <section id="bsummery" aria-labelledby="bsummery-title" className="reveal scroll-mt-20 bg-base-200 px-4 py-16">
      <SectionHeading id="bsummery" title="Millions of riders trust us" sub="Our business in numbers" />
      {/* Two by two on a phone, one row from tablets on: the figures never outgrow the screen. */}
      <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {figures.map(({ value, label, Icon }) => (
          <div key={label} className="flex flex-col items-center gap-1 rounded-box bg-base-100 p-4 text-center shadow">
            {/* Inside the <dt>: a definition list's groups hold terms and values only. */}
            <dt className="flex flex-col items-center gap-1 text-sm text-base-content/70">
              <Icon className="h-7 w-7 text-primary" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-3xl font-extrabold text-primary">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mx-auto mt-10 flex max-w-3xl flex-col items-center justify-between gap-4 rounded-box bg-base-100 p-6 text-center shadow md:flex-row md:p-8 md:text-left">
        <div>
          <p className="text-xl font-bold">Have a question or a bulk order in mind?</p>
          <p className="text-base-content/70">Tell us what you need and we will get back to you.</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
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
