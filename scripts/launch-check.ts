/** `npm run launch-check`: prints what still stands in for the owner's material; exits 1 while anything remains. */
import { runLaunchCheck } from "#app/lib/launch-check";

process.exitCode = runLaunchCheck();
