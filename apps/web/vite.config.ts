import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig } from "vite";

// React Router's plugin starts Vite servers of its own with `envFile: false`, which Vite 8 warns
// about on each (seven times a build): the option is theirs, not ours, and changes nothing here.
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes("The `envFile` option is deprecated")) warn(message, options);
};

export default defineConfig({
  customLogger: logger,
  plugins: [tailwindcss(), reactRouter()],
  // The API trusts sign-in requests from its own origin only, so the dev server speaks as it.
  server: { proxy: { "/api": { target: "http://localhost:5000", headers: { origin: "http://localhost:5000" } } } },
});
