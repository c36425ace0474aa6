import { PageMeta } from "../../components/page-meta.tsx";

const items: { q: string; a: string; img?: string }[] = [
  {
    q: "How can you improve the performance of a React application?",
    a: "Measure first with the React profiler, then remove the work you find: split routes so each page loads only its own code, keep state close to where it is used so fewer components render, memoise expensive results, virtualise long lists, and let a data library cache server answers instead of fetching them again.",
  },
  {
    q: "What are the different ways to manage state in a React application?",
    a: "Local state with useState or useReducer; state lifted to a common parent; context for values many components read; the address bar for filters and pages; a server-state cache such as TanStack Query for data from the API; and a store (Redux, Zustand) when many distant parts of the app change the same data.",
  },
  {
    q: "How does prototypal inheritance work?",
    a: "Every JavaScript object has a link to another object, its prototype. When a property is not found on the object itself, the engine follows that link, and the next one, until it finds the property or reaches null. Classes are a friendlier syntax over the same chain.",
  },
  {
    q: "Why should you never set state directly in React?",
    a: "React only knows that something changed when you call the setter. Changing the value in place skips the re-render, can be overwritten by the next update, and breaks comparisons that rely on a new object meaning new data. The setter also batches updates and keeps them in order.",
  },
  {
    q: "How would you search a list of products by name?",
    a: "Keep the search text in state, then filter the list by comparing lower-cased names with the lower-cased text. For a large catalog, send the text to the server instead and let the database search an index, a page at a time, as our catalog page does.",
    img: "/images/blog-search-code.svg",
  },
  {
    q: "Why write unit tests?",
    a: "A unit test pins down what a small piece of code must do, so a later change that breaks it fails at once, on your machine, instead of in front of a customer. Tests also document intent and make refactoring safe.",
  },
];

/** Whole without its scripts: they are asked for after the first paint. */
export const handle = { scriptsAfterPaint: true };

export default function BlogsPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <PageMeta page="Blogs" path="/blogs" description="Questions and answers on React, JavaScript and testing." />
      <h1 className="mb-8 text-center text-3xl font-bold">Questions and Answers</h1>
      <div className="space-y-3">
        {items.map((item) => (
          <details key={item.q} className="collapse-arrow collapse bg-base-200">
            <summary className="collapse-title font-semibold">{item.q}</summary>
            <div className="collapse-content space-y-4">
              <p>{item.a}</p>
              {item.img && (
                <img
                  src={item.img}
                  alt="Code that filters products by name"
                  width={800}
                  height={420}
                  loading="lazy"
                  className="rounded-box"
                />
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
