import type { ComponentProps } from "react";
import { LabelledField } from "./labelled-field.tsx";

type FileFieldProps = ComponentProps<"input"> & { label: string; error?: string };

/** A labelled picture picker with its validation message below it. */
export function FileField({ label, error, ...input }: FileFieldProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      control={(props) => (
        <input
          {...props}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className={`file-input file-input-bordered w-full ${error ? "file-input-error" : ""}`}
          {...input}
        />
      )}
    />
  );
}
