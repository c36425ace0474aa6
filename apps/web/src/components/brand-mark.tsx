import type { SimpleIcon } from "simple-icons";

/**
 * A brand's own mark (from simple-icons), drawn inline: the marks are part of the bundle, so no
 * page asks another site for a logo. The mark is decoration: what holds it names it.
 */
export function BrandMark({ icon, className = "h-5 w-5" }: { icon: SimpleIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={icon.path} />
    </svg>
  );
}
