import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PageMeta } from "../../components/page-meta.tsx";
import { Banner } from "../../features/home/components/banner.tsx";
import { BusinessSummary } from "../../features/home/components/business-summary.tsx";
import { ContactSection } from "../../features/home/components/contact-section.tsx";
import { ScrollToSection } from "../../features/home/components/scroll-to-section.tsx";
import { partsQueryOptions } from "../../features/parts/api/get-parts.ts";
import { FEATURED_PARTS, FeaturedParts } from "../../features/parts/components/featured-parts.tsx";
import { pricingQueryOptions } from "../../features/pricing/api/get-pricing.ts";
import { PricingSection } from "../../features/pricing/components/pricing-section.tsx";
import { reviewsQueryOptions } from "../../features/reviews/api/get-reviews.ts";
import { ReviewsSection } from "../../features/reviews/components/reviews-section.tsx";
import {
  fetchInBrowser,
  loadQueries,
  type PageData,
  PageDataBoundary,
  passLoaderHeaders,
} from "../../lib/page-data.tsx";

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
