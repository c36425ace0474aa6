import { useState } from "react";
import { useUploadImage } from "../lib/upload-image.ts";
import { FileField } from "./file-field.tsx";

/** A required picture picker whose file is kept outside the text form, and that can be emptied. */
export function usePictureField(label = "Image") {
  const upload = useUploadImage();
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
  const check = (): boolean => {
    if (!picture) setError(`${label} is required`);
    return Boolean(picture);
  };
  return {
    field,
    /** Shows 'Image is required' when nothing is chosen; answers whether a picture is there. */
    check,
    /**
     * Uploads the chosen picture and hands its URL to `save`. Answers whether `save` went
     * through, and then empties the picker. A failure of either step is a failed mutation,
     * which the query client shows as a toast.
     */
    async saveWith(save: (img: string) => Promise<boolean>): Promise<boolean> {
      if (!check() || !picture) return false;
      try {
        const saved = await save(await upload.mutateAsync(picture));
        if (saved) {
          setPicture(null);
          setGeneration((g) => g + 1);
        }
        return saved;
      } catch {
        return false;
      }
    },
  };
}
