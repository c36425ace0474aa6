import Star from "lucide-react/icons/star";
import { Link } from "react-router";
import { useReviewSummary } from "../api/get-review-summary.ts";

/**
 * The shop's own rating, beside a part's delivery information: reviews here are of the shop, not
 * of a part, so it says so and links to them; a part gets no stars of its own (decision 0030).
 * With no review yet, or before the figure has come, there is nothing to say.
 */
export function ShopRating() {
  const { data } = useReviewSummary();
  if (!data || data.average === null) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm" data-shop-rating>
      <Star className="h-4 w-4 shrink-0 fill-amber-400 text-amber-600" aria-hidden="true" />
      <span>
        Shop rated <strong>{data.average.toFixed(1)} out of 5</strong> by riders:{" "}
        <Link to="/home#reviews" className="link">
          {data.count === 1 ? "1 review" : `${data.count} reviews`}
        </Link>
      </span>
    </p>
  );
}
