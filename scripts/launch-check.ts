/** `npm run launch-check`: prints what still stands in for the owner's material; exits 1 while anything remains. */
import { prepareImagesOrExit } from "./images";

// The content modules read the images as the image step made them.
await prepareImagesOrExit();
const { runLaunchCheck } = await import("#app/lib/launch-check");
process.exitCode = runLaunchCheck();
