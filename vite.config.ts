import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type LogLevel } from "vite";
import { contentFilesOnServer } from "./scripts/build/vite-content-files.ts";
import { contentImages } from "./scripts/build/vite-images.ts";
import { settingsInBundles } from "./scripts/build/vite-settings.ts";
import { pageScripts, siteScripts } from "./scripts/build/vite-page-scripts.ts";

// What the build does is said in a few lines of its own (scripts/build/release.ts); Vite's list of
// files and React Router's line per page are there with VITE_LOG_LEVEL=info.
const logLevel = (process.env.VITE_LOG_LEVEL as LogLevel | undefined) ?? "warn";

export default defineConfig({
  logLevel,
  build: {
    // The voice agent's widget (@elevenlabs/convai-widget-core, about 1.4 MB) is one chunk that
    // loads only after the visitor's consent and click (decision 036); every page's own chunks
    // stay far below Vite's 500 kB warning, and the JS budget gate holds what a page loads.
    chunkSizeWarningLimit: 1500,
    // The same widget imports `use` from preact/compat, which has none (IMPORT_IS_UNDEFINED):
    // its code, not ours; our own imports are checked by tsc. Plugin timings are a note on a
    // busy machine, not a problem.
    rolldownOptions: { checks: { importIsUndefined: false, pluginTimings: false } },
  },
  plugins: [
    // The settings files, checked, typeset and built in as data (docs/decisions/029).
    settingsInBundles(),
    // The content files are read at build time only, never in a browser bundle.
    contentFilesOnServer(),
    // Photos from content/images in every format and width, before any page renders.
    contentImages(),
    tailwindcss(),
    reactRouter(),
    // The only JavaScript pages carry (docs/decisions/011-static-first.md).
    pageScripts(siteScripts),
  ],
});
