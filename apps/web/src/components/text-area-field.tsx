import { type ComponentProps, useId } from "react";

/** A labelled multi-line text input with its validation message below it. */
export function TextAreaField({
  label,
  error,
  ...area
}: ComponentProps<"textarea"> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label pb-1">
        <span className="label-text">{label}</span>
      </label>
      <textarea id={id} className="textarea textarea-bordered w-full" rows={4} {...area} />
      {error && <p className="mt-1 text-sm text-error">{error}</p>}
    </div>
  );
}
