import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  // A single-page app served by our API server: no server rendering at request time...
  ssr: false,
  // ...but the public pages are rendered to HTML at build, so they paint before any script runs.
  prerender: ["/", "/home", "/blogs", "/myprotfolio"],
} satisfies Config;
