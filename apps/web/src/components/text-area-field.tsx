import type { ComponentProps } from "react";
import { LabelledField } from "./labelled-field.tsx";

/** A labelled multi-line text input with its validation message below it. */
export function TextAreaField({
  label,
  error,
  ...area
}: ComponentProps<"textarea"> & { label: string; error?: string }) {
  return (
    <LabelledField
      label={label}
      error={error}
      control={(props) => (
        <textarea
          {...props}
          className={`textarea textarea-bordered w-full ${error ? "textarea-error" : ""}`}
          rows={4}
          {...area}
        />
      )}
    />
  );
}
