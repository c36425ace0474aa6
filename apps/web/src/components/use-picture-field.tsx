import { useState } from "react";
import { FileField } from "./file-field.tsx";

/** A required picture picker whose file is kept outside the text form, and that can be emptied. */
export function usePictureField(label = "Image") {
  const [picture, setPicture] = useState<File | null>(null);
  const [error, setError] = useState("");
  // A file input cannot be emptied by value; a new key gives a fresh one.
  const [generation, setGeneration] = useState(0);

  const field = (
    <FileField
      key={generation}
      label={label}
      error={error}
      onChange={(e) => {
        setPicture(e.target.files?.[0] ?? null);
        setError("");
      }}
    />
  );
  return {
    field,
    picture,
    /** Shows 'Image is required' when nothing is chosen; answers whether a picture is there. */
    check(): boolean {
      if (!picture) setError(`${label} is required`);
      return Boolean(picture);
    },
    reset() {
      setPicture(null);
      setGeneration((g) => g + 1);
    },
  };
}
