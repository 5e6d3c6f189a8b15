import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side page change, moves focus to the main content, as a
 * full page load would, so keyboard and screen-reader users start on the
 * new page instead of on the link they left. Hash changes keep focus.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
