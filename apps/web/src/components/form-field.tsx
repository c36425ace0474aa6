import type { ComponentProps } from "react";
import { LabelledField } from "./labelled-field.tsx";

type FieldProps = ComponentProps<"input"> & { label: string; error?: string };

/** A labelled input with its validation message in red below it. */
export function FormField({ label, error, className, ...input }: FieldProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      control={(props) => (
        <input
          {...props}
          className={`input input-bordered w-full ${error ? "input-error" : ""} ${input.readOnly ? "bg-base-200" : ""} ${className ?? ""}`}
          {...input}
        />
      )}
    />
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
