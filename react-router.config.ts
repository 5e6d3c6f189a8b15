import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/sitemap";

export default {
  // React renders every page at build time; no page needs the server build at run time
  // (docs/decisions/011-static-first.md). `ssr: false` would insist on `<Scripts/>`.
  ssr: true,
  // Parallel work trees may build side by side (BUILD_DIR=build-x).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is static HTML; the list comes from the content modules,
  // so adding a case or a service adds its page.
  prerender: () => prerenderPaths(),
  // React Router 8's changes, not taken yet: set, so that every build does not warn about them.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
