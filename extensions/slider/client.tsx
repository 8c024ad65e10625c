import { lazyComponent, registerWidget } from "../../src/engine/extend.js";

// Loaded when a form that uses it opens.
registerWidget(
  "slider",
  lazyComponent(() => import("./SliderWidget.js")),
);
