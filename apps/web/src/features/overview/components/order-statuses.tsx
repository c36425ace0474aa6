import type { Overview } from "@shop/contract";

export function Statuses({ counts }: { counts: Overview["ordersByStatus"] }) {
  return (
    <section aria-labelledby="status-heading" className="min-w-0">
      <h3 id="status-heading" className="mb-2 text-lg font-semibold">
        Orders by status
      </h3>
      <ul className="stats stats-vertical w-full bg-base-100 shadow sm:stats-horizontal">
        {counts.map((c) => (
          <li key={c.status} className="stat">
            <span className="stat-title">{c.status}</span>
            <span className="stat-value text-2xl">{c.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
