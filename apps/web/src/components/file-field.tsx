import { type ComponentProps, useId } from "react";

type FileFieldProps = ComponentProps<"input"> & { label: string; error?: string };

/** A labelled picture picker with its validation message below it. */
export function FileField({ label, error, ...input }: FileFieldProps) {
  const id = useId();
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label pb-1">
        <span className="label-text">{label}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-invalid={error ? true : undefined}
        className={`file-input file-input-bordered w-full ${error ? "file-input-error" : ""}`}
        {...input}
      />
      {error && <p className="mt-1 text-sm text-error">{error}</p>}
    </div>
  );
}
