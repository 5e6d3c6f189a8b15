/**
 * The shell module: one small script, no framework, loaded by every page
 * (app/root.tsx). What must work on the first tap lives in the inline head
 * script (./head.js) or in native HTML (popover menu, <details> FAQ, links);
 * this module adds what may arrive a moment later.
 */
import { initAvatar } from "./avatar";
import { initTooltips } from "./tooltips";
import { initTopic } from "./topic";
import { initFrames } from "./frames";
import { initIslands } from "./islands";
import { initPageView } from "./page-view";
import { initVoiceAgent } from "./voice-agent";
import { initWideDisclosures } from "./wide-disclosures";

declare global {
  interface Document {
    /** True while the page is prerendered by speculation rules (Chromium). */
    readonly prerendering?: boolean;
  }
}

function init() {
  initTooltips();
  initFrames();
  initAvatar();
  initVoiceAgent();
  initTopic();
  initWideDisclosures();
  initIslands();
  initPageView();
  if (document.querySelector("[data-not-found]")) {
    console.warn("404: Seite nicht gefunden:", location.pathname);
  }
  // Browser tests wait for this before they test what this module does.
  document.documentElement.dataset.shell = "ready";
}

// A page prerendered by the speculation rules waits until it is shown, so
// nothing (an embed after consent) loads for a page the visitor never opens.
function start() {
  if (document.prerendering) document.addEventListener("prerenderingchange", init, { once: true });
  else init();
}

// An async module may run before the parser has reached the end of the page.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
