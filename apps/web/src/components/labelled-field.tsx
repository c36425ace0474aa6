import { type ReactNode, useId } from "react";

export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A form control with its label above and its validation message in red below, the message tied
 * to the control so that screen readers announce it. `control` draws the input itself.
 */
export function LabelledField({
  label,
  error,
  control,
}: {
  label: string;
  error?: string;
  control: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label pb-1">
        <span className="label-text">{label}</span>
      </label>
      {control(error ? { id, "aria-invalid": true, "aria-describedby": errorId } : { id })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
