/** Four full stars, and a fifth that is full only above 4.5, otherwise half (the spec's rule). */
export function Stars({ star }: { star: number }) {
  const fifthFull = star > 4.5;
  return (
    <div className="flex text-xl text-amber-500" role="img" aria-label={`Rated ${star} out of 5`}>
      {[1, 2, 3, 4].map((n) => (
        <span key={n} data-star="full" aria-hidden="true">
          ★
        </span>
      ))}
      <span
        data-star={fifthFull ? "full" : "half"}
        aria-hidden="true"
        // The text itself is transparent, so the gold half names its colour: currentColor would be transparent too.
        className={
          fifthFull
            ? ""
            : "bg-[linear-gradient(90deg,var(--color-amber-500)_50%,#d1d5db_50%)] bg-clip-text text-transparent"
        }
      >
        ★
      </span>
    </div>
  );
}
