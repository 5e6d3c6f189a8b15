import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beaconPath } from "#app/stats/beacon";
import { initPageView } from "./page-view";

describe("the page-view beacon", () => {
  const sendBeacon = vi.fn(() => true);
  beforeEach(() => {
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    history.replaceState(null, "", "/leistungen/?utm_source=linkedin");
  });
  afterEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
    Object.defineProperty(navigator, "globalPrivacyControl", {
      value: undefined,
      configurable: true,
    });
  });

  it("sends the path with its query and the referrer, and stores nothing on the device", () => {
    const cookie = document.cookie;
    initPageView();
    expect(sendBeacon).toHaveBeenCalledWith(
      beaconPath,
      JSON.stringify({ u: "/leistungen/?utm_source=linkedin", r: document.referrer }),
    );
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe(cookie);
  });

  it("sends nothing under Do Not Track or Global Privacy Control", () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    initPageView();
    Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    initPageView();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("waits for the page's load event before sending", () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    initPageView();
    expect(sendBeacon).not.toHaveBeenCalled();
    dispatchEvent(new Event("load"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
  });
});
