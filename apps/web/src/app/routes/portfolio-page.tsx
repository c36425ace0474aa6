import { messages } from "@shop/contract/messages";
import { PageMeta } from "../../components/page-meta.tsx";
import { shopDetails } from "../../lib/shop-details.tsx";

const skills = [
  "HTML5",
  "CSS3",
  "JavaScript",
  "TypeScript",
  "React",
  "React Router",
  "TanStack Query",
  "Redux",
  "Tailwind CSS",
  "daisyUI",
  "Bootstrap",
  "Sass",
  "Node.js",
  "Fastify",
  "Express",
  "REST APIs",
  "OpenAPI",
  "PostgreSQL",
  "Drizzle ORM",
  "MongoDB",
  "SQL",
  "Git",
  "GitHub Actions",
  "Docker",
  "Vite",
  "Vitest",
  "Playwright",
  "Jest",
  "Accessibility",
  "Web performance",
  "Figma",
  "Linux",
];

const education = [
  {
    title: "B.Sc. in Computer Science and Engineering",
    place: "Riverside University of Technology",
    years: "2018 - 2022",
  },
  { title: "Higher Secondary Certificate, Science", place: "Hillview College", years: "2015 - 2017" },
];

const projects = [
  { name: messages.productName, href: "/", text: "This shop: catalog, orders and payments." },
  { name: "Parts catalog", href: "/parts", text: "Searchable, paginated catalog." },
  { name: "Questions and answers", href: "/blogs", text: "Notes on React and testing." },
];

/** Whole without its scripts: they are asked for after the first paint. */
export const handle = { scriptsAfterPaint: true };

export default function PortfolioPage() {
  return (
    <section className="mx-auto max-w-4xl space-y-10 px-4 py-12">
      <PageMeta
        page="My Portfolio"
        path="/myprotfolio"
        description="Alex Rivera, full-stack web developer: skills and projects."
      />
      <header className="text-center">
        <h1 className="text-4xl font-bold">Alex Rivera</h1>
        <p className="mt-2 text-lg">Full-stack web developer</p>
        <p className="mt-1">
          Email:{" "}
          <a href={`mailto:${shopDetails().email}`} className="link">
            {shopDetails().email}
          </a>
        </p>
      </header>
      <section aria-labelledby="education-title">
        <h2 id="education-title" className="mb-4 text-2xl font-bold">
          Education
        </h2>
        <ul className="space-y-3">
          {education.map((e) => (
            <li key={e.title} className="rounded-box bg-base-200 p-4">
              <p className="font-semibold">{e.title}</p>
              <p>
                {e.place}, {e.years}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="skills-title">
        <h2 id="skills-title" className="mb-4 text-2xl font-bold">
          Skills ({skills.length})
        </h2>
        <ul className="flex flex-wrap gap-2" aria-label="Skills">
          {skills.map((s) => (
            <li key={s} className="badge badge-lg badge-outline">
              {s}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="projects-title">
        <h2 id="projects-title" className="mb-4 text-2xl font-bold">
          Projects
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {projects.map((p) => (
            <li key={p.name} className="card bg-base-100 shadow">
              <div className="card-body">
                <a href={p.href} className="link link-primary card-title">
                  {p.name}
                </a>
                <p>{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
