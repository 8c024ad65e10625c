/// <reference types="vite/client" />

/** antd's prebuilt stylesheet for the default theme: its address in a build, null on the dev server. */
declare module "virtual:omo-antd-styles" {
  const href: string | null;
  export default href;
}
