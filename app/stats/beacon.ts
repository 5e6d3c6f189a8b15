/**
 * What the shell's beacon sends and where: imported by the browser's shell
 * (app/shell/page-view.ts) and by both servers, so it holds no other imports.
 * The body is JSON `{ u, r }`: the page (path and query, for the UTM fields) and
 * `document.referrer`.
 */

/** `POST` endpoint of the page-view beacon; under /api/, so the worker sees it (wrangler.toml). */
export const beaconPath = "/api/besuch";

/** A beacon is a path and a referrer: anything longer is not one of ours. */
export const beaconBodyLimitBytes = 2048;
