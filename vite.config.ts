import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentFilesOnServer } from "./scripts/vite-content-files";
import { contentImages } from "./scripts/vite-images";
import { settingsInBundles } from "./scripts/vite-settings";
import { pageScripts, siteScripts } from "./scripts/vite-page-scripts";

export default defineConfig({
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
