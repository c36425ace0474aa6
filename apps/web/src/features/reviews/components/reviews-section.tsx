import { QueryState } from "../../../components/query-state.tsx";
import { Stars } from "../../../components/stars.tsx";
import { useReviews } from "../api/get-reviews.ts";

export function ReviewsSection() {
  const query = useReviews();
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="reveal mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <header className="mb-10 text-center">
        <h2 id="reviews-title" className="text-3xl font-bold md:text-4xl">
          What our clients say ({query.data?.length ?? 0} reviews)
        </h2>
      </header>
      <QueryState query={query}>
        {(reviews) => (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map((r) => (
              <article key={r._id} className="card bg-base-100 shadow-md">
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
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
