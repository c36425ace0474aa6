import { useState } from "react";
import { useUploadImage } from "../lib/upload-image.ts";
import { FileField } from "./file-field.tsx";

/**
 * A picture picker whose file is kept outside the text form, and that can be emptied. Required
 * by default; `keeps` names the picture already stored (an edit), and then choosing none keeps it.
 */
export function usePictureField<Keeps extends string | undefined = undefined>(label = "Image", keeps?: Keeps) {
  type Img = Keeps extends string ? string | undefined : string;
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
    if (keeps !== undefined) return true;
    if (!picture) setError(`${label} is required`);
    return Boolean(picture);
  };
  return {
    field,
    /** Shows 'Image is required' when nothing is chosen and none is kept; answers whether to go on. */
    check,
    /**
     * Uploads the chosen picture and hands its URL to `save` (undefined when an edit keeps its
     * picture). Answers whether `save` went through, and then empties the picker. A failure of
     * either step is a failed mutation, which the query client shows as a toast.
     */
    async saveWith(save: (img: Img) => Promise<boolean>): Promise<boolean> {
      if (!check()) return false;
      try {
        const img = picture ? await upload.mutateAsync(picture) : undefined;
        const saved = await save(img as Img);
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
