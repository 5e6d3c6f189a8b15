/** `npm run launch-check`: prints what still stands in for the owner's material; exits 1 while anything remains. */
import { loadContentOrExit } from "./build/content-or-exit";
import { prepareImagesOrExit } from "./build/images";

// The content modules read the images as the image step made them.
await prepareImagesOrExit();
const { runLaunchCheck } = await loadContentOrExit(() => import("#app/lib/launch-report"));
process.exitCode = runLaunchCheck();
