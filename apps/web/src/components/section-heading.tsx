export function SectionHeading({ id, title, sub }: { id: string; title: string; sub?: string }) {
  return (
    <header className="mb-10 text-center">
      <h2 id={`${id}-title`} className="text-3xl font-bold md:text-4xl">
        {title}
      </h2>
      {sub && <p className="mt-2 text-base-content/70">{sub}</p>}
    </header>
  );
}
