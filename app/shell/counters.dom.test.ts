import { afterEach, describe, expect, it, vi } from "vitest";
import { countAt, initCounters } from "./counters";

/** A controllable IntersectionObserver: `report()` tells it every observed element is visible. */
class FakeObserver {
  static last: FakeObserver;
  elements: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {}
  report() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function counter(reduceMotion: boolean) {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduceMotion && query === "(prefers-reduced-motion: reduce)",
  }));
  document.body.innerHTML = `<span data-counter data-target="50" data-suffix="+" data-duration="2000">50+</span>`;
  const display = document.querySelector<HTMLElement>("[data-counter]")!;
  initCounters();
  return display;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("countAt", () => {
  it("starts at 0, eases out and ends exactly on the target after the duration", () => {
    expect(countAt(50, 0, 2000)).toBe(0);
    expect(countAt(50, 1000, 2000)).toBeGreaterThan(25);
    expect(countAt(50, 1999, 2000)).toBeLessThanOrEqual(50);
    expect(countAt(50, 2000, 2000)).toBe(50);
    expect(countAt(50, 5000, 2000)).toBe(50);
  });
});

describe("initCounters", () => {
  it("counts from 0 to the target over 2000 ms once visible", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "performance"] });
    const display = counter(false);
    expect(display.textContent).toBe("0+");
    FakeObserver.last.report();
    vi.advanceTimersByTime(1000);
    const halfway = Number.parseInt(display.textContent!, 10);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(50);
    vi.advanceTimersByTime(1100);
    expect(display.textContent).toBe("50+");
  });

  it("leaves the final value alone under reduced motion", () => {
    const display = counter(true);
    expect(display.textContent).toBe("50+");
  });
});
