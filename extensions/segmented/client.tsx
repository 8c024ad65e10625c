import { lazyComponent, registerQueryWidget } from "../../src/engine/extend.js";

// Loaded with the first query form that uses it.
registerQueryWidget(
  "segmented",
  lazyComponent(() => import("./SegmentedQueryWidget.js")),
);
