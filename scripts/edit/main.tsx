/** The editor's page: Keystatic's app on the content collections. */
import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import config from "../../keystatic.config";

// The app takes any config (Keystatic's own page helpers type it `Config<any, any>`).
createRoot(document.getElementById("root")!).render(
  <Keystatic config={config as unknown as Config} />,
);
