/**
 * Runs every extension's `client.tsx` (`extensions/<name>/client.tsx`), which registers its components with
 * `src/engine/extend.ts`. Eager, so the registries know the names before a page resolves its config; an
 * extension keeps its components out of this chunk by registering them with `lazyComponent`. The engine never
 * names an extension: adding a folder is enough.
 */
import.meta.glob("../../extensions/*/client.tsx", { eager: true });
