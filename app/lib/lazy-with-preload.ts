import { lazy, type ComponentType } from "react";

/**
 * `React.lazy` that can be loaded ahead of rendering. Once `preload()` has
 * finished, the component renders at once instead of suspending: the build's
 * prerender then writes its HTML in place (a suspended part would end up in a
 * hidden block that only JavaScript reveals), and hydration need not wait.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      // A thenable that answers synchronously: React takes the component without suspending.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as never;
    }
    return preload().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload });
}
