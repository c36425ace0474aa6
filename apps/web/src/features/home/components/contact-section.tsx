import type { FormEvent } from "react";
import { SectionHeading } from "../../../components/section-heading.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";

const fields = [
  { name: "name", label: "Name", type: "text" },
  { name: "email", label: "Email", type: "email" },
  { name: "number", label: "Number", type: "tel" },
  { name: "address", label: "Address", type: "text" },
];

export function ContactSection() {
  // Sent by the browser itself before the scripts run, the form would put what the visitor typed
  // in the address of a page reload (and so in logs and history): it waits for them.
  const working = useHydrated();
  // The spec's contact form sends nothing: it only clears itself.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    e.currentTarget.reset();
  };
  return (
    <section id="contact" aria-labelledby="contact-title" className="reveal mx-auto max-w-3xl scroll-mt-20 px-4 py-16">
      <SectionHeading id="contact" title="Contact us" sub="We answer within one working day" />
      <form onSubmit={submit} className="grid gap-4 rounded-box bg-base-100 p-6 shadow md:grid-cols-2">
        {fields.map((f) => (
          <label key={f.name} className="flex flex-col gap-1">
            <span>{f.label}</span>
            <input name={f.name} type={f.type} required className="input w-full" />
          </label>
        ))}
        <label className="flex flex-col gap-1 md:col-span-2">
          <span>Message</span>
          <textarea name="message" className="textarea w-full" rows={4} />
        </label>
        <button type="submit" disabled={!working} className="btn btn-primary md:col-span-2">
          Send
        </button>
      </form>
    </section>
  );
}
