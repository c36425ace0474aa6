import { usePageTitle } from "../../components/use-page-title.ts";
import { Banner } from "./components/banner.tsx";
import { BusinessSummary } from "./components/business-summary.tsx";
import { ContactSection } from "./components/contact-section.tsx";
import { FeaturedParts } from "./components/featured-parts.tsx";
import { PricingSection } from "./components/pricing-section.tsx";
import { ReviewsSection } from "./components/reviews-section.tsx";
import { useScrollToSection } from "./use-scroll-to-section.ts";

export default function HomePage() {
  usePageTitle("Home");
  useScrollToSection();
  return (
    <>
      <Banner />
      <FeaturedParts />
      <BusinessSummary />
      <ReviewsSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}
