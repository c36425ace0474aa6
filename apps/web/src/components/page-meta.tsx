import { pageTitle } from "@shop/contract/messages";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";

type PageMetaProps = {
  /** The page's name in its title: '<page> - <product>'. */
  page: string;
  description: string;
  /** The page's own address, below PUBLIC_URL: the canonical one when several lead to it. */
  path: string;
  /** A picture for link previews, below PUBLIC_URL; the banner's first slide by default. */
  image?: string;
  type?: "website" | "product";
};

/**
 * What search engines and link previews read: title, description, canonical address and Open
 * Graph tags. React puts them in the head, on the server and after a navigation alike.
 */
export function PageMeta({
  page,
  description,
  path,
  image = "/images/banner/slide-1.svg",
  type = "website",
}: PageMetaProps) {
  const publicUrl = useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";
  const title = pageTitle(page);
  const url = `${publicUrl}${path}`;
  // Our bundled pictures are SVG, which many link previews do not show: the build drew a PNG of each.
  const preview = /^\/images\/.+\.svg$/.test(image) ? image.replace(/\.svg$/, ".png") : image;
  const imageUrl = /^https?:\/\//.test(preview) ? preview : `${publicUrl}${preview}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:url" content={url} />
    </>
  );
}
