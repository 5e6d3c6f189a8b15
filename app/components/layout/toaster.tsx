import { lazy, Suspense } from "react";
import { useHydrated } from "#app/lib/use-hydrated";

// Sonner is needed only once a toast is shown, so it stays out of the first load.
const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** The site's single toast outlet, mounted after hydration. */
export function Toaster() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-center" richColors closeButton duration={5000} />
    </Suspense>
  );
}
