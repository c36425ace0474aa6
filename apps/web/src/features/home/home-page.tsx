import type { LinkDescriptor } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { partsPath } from "../catalog/api/get-parts.ts";
import { Banner } from "./components/banner.tsx";
import { BusinessSummary } from "./components/business-summary.tsx";
import { ContactSection } from "./components/contact-section.tsx";
import { FEATURED_PARTS, FeaturedParts } from "./components/featured-parts.tsx";
import { PricingSection } from "./components/pricing-section.tsx";
import { ReviewsSection } from "./components/reviews-section.tsx";
import { ScrollToSection } from "./scroll-to-section.tsx";

/**
 * The page's data is asked for while its code loads, not after: the browser hands the
 * preloaded answers to the app's own fetches of the same URLs.
 */
export const links = (): LinkDescriptor[] =>
  [partsPath(FEATURED_PARTS), "/reviews", "/pricing"].map((path) => ({
    rel: "preload",
    as: "fetch",
    href: `/api${path}`,
    crossOrigin: "anonymous",
  }));

export default function HomePage() {
  return (
    <>
      <ScrollToSection />
      <PageTitle page="Home" />
      <Banner />
      <FeaturedParts />
      <BusinessSummary />
      <ReviewsSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}
