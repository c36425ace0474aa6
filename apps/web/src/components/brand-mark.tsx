/**
 * A brand's own mark (simple-icons' SVG file, served by the shop: no page asks another site for
 * a logo), in the colour of the text around it: the file is the mask, `currentColor` the paint.
 * A file, not the mark's path in the script: the marks are below the fold, and their paths cost
 * the home page's JavaScript some 4 kB (decision 0098). The mark is decoration: what holds it names it.
 */
export function BrandMark({ mark, className = "h-5 w-5" }: { mark: string; className?: string }) {
  const mask = `url("${mark}") center / contain no-repeat`;
  return (
    <span aria-hidden="true" className={`inline-block bg-current ${className}`} style={{ mask, WebkitMask: mask }} />
  );
}
