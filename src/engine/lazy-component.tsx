import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code is loaded the first time it renders (its own chunk), shown as `fallback` until then:
 * an extension registers its renderer or widget this way so the engine's chunk carries only its name.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(load);
  function LazyExtension(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyExtension;
}
