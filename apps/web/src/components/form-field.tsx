import { type ComponentProps, useId } from "react";

type FieldProps = ComponentProps<"input"> & { label: string; error?: string };

/** A labelled input with its validation message in red below it. */
export function FormField({ label, error, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label pb-1">
        <span className="label-text">{label}</span>
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`input input-bordered w-full ${error ? "input-error" : ""} ${input.readOnly ? "bg-base-200" : ""} ${className ?? ""}`}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A red box for an error that belongs to the whole form. */
export function FormError({ children }: { children?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
      {children}
    </p>
  );
}
