import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageMeta } from "../../components/page-meta.tsx";
import {
  fetchInBrowser,
  loadQueries,
  type PageData,
  PageDataBoundary,
  passLoaderHeaders,
} from "../../lib/page-data.tsx";
import { partsQueryOptions } from "../catalog/api/get-parts.ts";
import { pricingQueryOptions } from "./api/get-pricing.ts";
import { reviewsQueryOptions } from "./api/get-reviews.ts";
import { Banner } from "./components/banner.tsx";
import { BusinessSummary } from "./components/business-summary.tsx";
import { ContactSection } from "./components/contact-section.tsx";
import { FEATURED_PARTS, FeaturedParts } from "./components/featured-parts.tsx";
import { PricingSection } from "./components/pricing-section.tsx";
import { ReviewsSection } from "./components/reviews-section.tsx";
import { ScrollToSection } from "./scroll-to-section.tsx";

/** The page arrives with its parts, reviews and plans in the HTML. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  loadQueries(context, [partsQueryOptions(FEATURED_PARTS), reviewsQueryOptions(), pricingQueryOptions()]);
export const clientLoader = fetchInBrowser;
export const headers = passLoaderHeaders;
export const handle = { scriptsAfterPaint: true };

export default function HomePage() {
  return (
    <PageDataBoundary data={useLoaderData() as PageData | undefined}>
      <ScrollToSection />
      {/* `/home` is `/` under another name: both name `/` as the page's address. */}
      <PageMeta
        page="Home"
        path="/"
        description="Bicycle parts for riders and workshops: chainrings, wheels, brakes and more, with reviews and pricing plans."
      />
      <Banner />
      <FeaturedParts />
      <BusinessSummary />
      <ReviewsSection />
      <PricingSection />
      <ContactSection />
    </PageDataBoundary>
  );
}
