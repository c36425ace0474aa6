import { PageTitle } from "../../components/page-title.tsx";
import { Banner } from "./components/banner.tsx";
import { BusinessSummary } from "./components/business-summary.tsx";
import { ContactSection } from "./components/contact-section.tsx";
import { FeaturedParts } from "./components/featured-parts.tsx";
import { PricingSection } from "./components/pricing-section.tsx";
import { ReviewsSection } from "./components/reviews-section.tsx";
import { useScrollToSection } from "./use-scroll-to-section.ts";

export default function HomePage() {
  useScrollToSection();
  return (
    <>
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
