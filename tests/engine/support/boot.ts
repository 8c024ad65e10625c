/** The engine tests' names for the shared helpers: the shipped boot config, the envelope, the demo users. */
export { shippedBootConfig as shippedBoot, reply } from "../../helpers/boot-config.js";
export { adminInfo as admin, editorInfo as editor } from "../../helpers/render-app.js";
