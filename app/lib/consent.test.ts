import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONSENT_KEY,
  consentScript,
  getConsent,
  resetConsent,
  setConsent,
  subscribeConsent,
} from "./consent";

describe("consent store", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has no choice when nothing is stored", () => {
    expect(getConsent()).toBeNull();
  });

  it("treats an invalid stored value as no choice", () => {
    localStorage.setItem(CONSENT_KEY, "maybe");
    expect(getConsent()).toBeNull();
  });

  it("stores the choice under cookie-consent and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsent("accepted");
    expect(localStorage.getItem(CONSENT_KEY)).toBe("accepted");
    expect(getConsent()).toBe("accepted");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setConsent("declined");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("forgets the choice on reset", () => {
    setConsent("declined");
    resetConsent();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(getConsent()).toBeNull();
  });

  it("keeps working in memory when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(getConsent()).toBeNull();
    setConsent("accepted");
    expect(getConsent()).toBe("accepted");
  });
});

describe("head script", () => {
  afterEach(() => document.documentElement.classList.remove("consent-pending"));

  it("marks the page as waiting for a choice only when none is stored", () => {
    new Function(consentScript)();
    expect(document.documentElement).toHaveClass("consent-pending");
    setConsent("declined");
    expect(document.documentElement).not.toHaveClass("consent-pending");
    document.documentElement.classList.remove("consent-pending");
    new Function(consentScript)();
    expect(document.documentElement).not.toHaveClass("consent-pending");
    localStorage.setItem(CONSENT_KEY, "nonsense");
    new Function(consentScript)();
    expect(document.documentElement).toHaveClass("consent-pending");
  });
});
