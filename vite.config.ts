import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageScripts, siteScripts } from "./scripts/vite-page-scripts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The only JavaScript pages carry (docs/decisions/011-static-first.md).
    pageScripts(siteScripts),
  ],
});
