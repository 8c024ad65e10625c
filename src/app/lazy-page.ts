import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A lazily loaded component whose code can be asked for before it renders. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the component's code (once); answers its module. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy with `preload()`. Once its code is in, the component renders at once instead of suspending:
 * React shows what replaces a Suspense fallback no sooner than 300 ms after the fallback appeared (React 19
 * throttles reveals), so a page whose code was asked for ahead must not pass through a fallback at all.
 * React.lazy calls `then` on what its loader answers right away; a loaded module's answer calls back at
 * once, so the component resolves in the same render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the module's component decides them
export function lazyPage<M extends { default: ComponentType<any> }>(
  load: () => Promise<M>,
): LazyExoticComponent<M["default"]> & { preload(): Promise<M> } {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Not kept: a later preload, or the first render if none has happened, asks again (React keeps
        // the failure of a load it started itself).
        loading = undefined;
        throw error;
      },
    ));
  const now = (module: M) => ({ then: (resolve: (value: M) => void) => resolve(module) }) as unknown as Promise<M>;
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : preload())),
    { preload },
  );
}
