import type { Review } from "@shop/contract";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import { Link } from "react-router";
import { EmptyState } from "../../../components/empty-state.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { Stars } from "../../../components/stars.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useReviews } from "../api/get-reviews.ts";

/**
 * The newest reviews and, in the heading as the spec has it, the count of all of them (from the
 * server's counter, not from what is loaded). More load a page at a time, on request.
 */
export function ReviewsSection() {
  const query = useReviews();
  const hydrated = useHydrated();
  const pages = query.data?.pages ?? [];
  const total = pages[0]?.total ?? pages.reduce((n, page) => n + page.items.length, 0);
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="reveal mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <header className="mb-10 text-center">
        <h2 id="reviews-title" className="text-3xl font-bold md:text-4xl">
          What our clients say ({total} reviews)
        </h2>
      </header>
      <QueryState query={query}>
        {(data) => (
          <>
            {total === 0 ? (
              <EmptyState
                Icon={MessageSquareQuote}
                title="No reviews yet."
                action={
                  <Link to="/deshboard/addreview" className="btn btn-primary btn-sm">
                    Add Review
                  </Link>
                }
              >
                Bought a part from us? Tell other riders how it rides.
              </EmptyState>
            ) : (
              <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {data.pages.flatMap((page) => page.items.map((r) => <ReviewCard key={r._id} review={r} />))}
              </div>
            )}
            {query.hasNextPage && (
              <div className="mt-8 text-center">
                <button
                  type="button"
                  className="btn btn-outline"
                  // Works once the scripts have come (pre-rendered pages, decision 0006).
                  disabled={!hydrated || query.isFetchingNextPage}
                  onClick={() => query.fetchNextPage()}
                >
                  {query.isFetchingNextPage && <span className="spinner spinner-sm" />}
                  More reviews
                </button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function ReviewCard({ review: r }: { review: Review }) {
  return (
    <article className="card bg-base-100 shadow-md">
      <div className="card-body">
        <div className="flex items-center gap-4">
          <img
            src={r.img}
            alt={r.name}
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 rounded-full object-cover"
          />
          <div>
            <h3 className="font-bold">{r.name}</h3>
            <p className="text-sm text-base-content/70">{r.address}</p>
          </div>
        </div>
        <Stars star={r.star} />
        <h4 className="font-semibold">{r.title}</h4>
        <p className="text-base-content/80">{r.des}</p>
      </div>
    </article>
  );
}
