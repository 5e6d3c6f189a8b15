// Inline in <head> of every page (app/root.tsx), so it runs before the first
// paint and needs no download: the theme and the cookie banner are right from
// the first frame, and the controls of the first screen (theme toggle, cookie
// banner, menu state) work on the first tap, however slow the network.
// It owns the two stored values (theme-preference, cookie-consent) and offers
// them to the shell module as `window.siteShell`. Plain ES2017, no build step.
(function () {
  var root = document.documentElement;
  var THEME = "theme-preference";
  var CONSENT = "cookie-consent";
  // Where storage is blocked or full, values live in memory for this page view.
  var memory = {};

  function read(key) {
    if (key in memory) return memory[key];
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function write(key, value) {
    memory[key] = value;
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Kept in memory only.
    }
  }
  function theme() {
    var stored = read(THEME);
    if (stored === "light" || stored === "dark") return stored;
    return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  function consent() {
    var stored = read(CONSENT);
    return stored === "accepted" || stored === "declined" ? stored : null;
  }

  // Applies the stored state to the page: on load, after the parser is done,
  // when a prerendered or cached page is shown, when the system scheme changes
  // and when another tab changes it.
  function sync() {
    var current = theme();
    root.classList.toggle("dark", current === "dark");
    root.style.colorScheme = current;
    document.querySelectorAll("[data-theme-toggle]").forEach(function (button) {
      button.setAttribute("aria-pressed", String(current === "dark"));
    });
    // The cookie banner and the embed placeholders are shown by CSS from this (app/app.css).
    root.setAttribute("data-consent", consent() || "pending");
  }

  function setConsent(value) {
    write(CONSENT, value);
    sync();
    document.dispatchEvent(new CustomEvent("consentchange"));
  }

  sync();
  document.addEventListener("DOMContentLoaded", sync);
  document.addEventListener("prerenderingchange", sync);
  addEventListener("pageshow", function (event) {
    if (event.persisted) sync();
  });
  // Without a stored choice the page follows the system while it is open (dark at sunset).
  var systemScheme = matchMedia("(prefers-color-scheme: dark)");
  if (systemScheme.addEventListener) systemScheme.addEventListener("change", sync);
  addEventListener("storage", function () {
    sync();
    document.dispatchEvent(new CustomEvent("consentchange"));
  });

  document.addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest("[data-theme-toggle]")) {
      write(THEME, theme() === "dark" ? "light" : "dark");
      sync();
      return;
    }
    var choice = target.closest("[data-consent-choice]");
    if (choice) {
      setConsent(choice.getAttribute("data-consent-choice"));
      return;
    }
    if (target.closest("[data-consent-reset]")) {
      setConsent(null);
      location.reload();
      return;
    }
    // Choosing a link in an open menu closes it (also for a link to this page).
    var link = target.closest("[popover] a");
    if (link) link.closest("[popover]").hidePopover();
  });

  // Popover menus: the button that opens one names what a tap will do.
  document.addEventListener(
    "toggle",
    function (event) {
      var popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id) return;
      var open = event.newState === "open";
      document.querySelectorAll('[popovertarget="' + popover.id + '"]').forEach(function (button) {
        var label = button.getAttribute(open ? "data-label-open" : "data-label-closed");
        if (label) button.setAttribute("aria-label", label);
      });
    },
    true,
  );

  window.siteShell = { consent: consent, setConsent: setConsent };
})();
