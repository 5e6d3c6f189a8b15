import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { typesetContentModules } from "./scripts/typography";

// Modules that nearly every page loads go into one chunk: two dozen files of
// a few hundred bytes each cost more in per-file gzip overhead than they weigh.
const shared =
  /\/app\/(components\/layout\/|components\/ui\/(button-link|tooltip|card|arrow-link)|components\/sections\/(not-found|section|page-hero|cta-section|grid)\.|lib\/(consent|theme|storage|use-hydrated|meta)\.|content\/(site|navigation|cookie-banner)\.)|\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|shared\/|context|icons\/(x|menu|moon|sun|arrow-right|check)\.)|vite\/preload-helper/;

export default defineConfig({
  plugins: [typesetContentModules(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: { advancedChunks: { groups: [{ name: "shared", test: shared }] } },
    },
  },
});
