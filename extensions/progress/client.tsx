import { lazyComponent, registerRenderer } from "../../src/engine/extend.js";

// The bar's code loads with the first list that shows one, not with the engine.
registerRenderer(
  "progress",
  lazyComponent(() => import("./ProgressCell.js")),
);
