import type { DialogProps } from "./dialog-props.js";
import { ModalFormDialog } from "./ModalFormDialog.js";
import { DrawerFormDialog } from "./DrawerFormDialog.js";

/** The create or edit form of a list, in a dialog or a drawer as `form.mode` says. */
export function ResourceFormDialog(props: DialogProps) {
  return props.config.form?.mode === "drawer" ? <DrawerFormDialog {...props} /> : <ModalFormDialog {...props} />;
}
