import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The API trusts sign-in requests from its own origin only, so the dev server speaks as it.
  server: { proxy: { "/api": { target: "http://localhost:5000", headers: { origin: "http://localhost:5000" } } } },
});
