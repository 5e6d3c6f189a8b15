/** The editor's page: Keystatic's app on the content collections. */
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import config from "../../keystatic.config";

createRoot(document.getElementById("root")!).render(<Keystatic config={config} />);
