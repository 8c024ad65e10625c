import type { ActionHandler, ExtensionServer } from "../../mock-server/extend.js";
import { localize } from "../../src/common/i18n.js";

/**
 * Sets one field of the row to the value the config gives (`props`): 下线 sets a news item's status to 2.
 * The action's `when` says which rows it is for; the route has already checked it on the locked row.
 */
const setField: ActionHandler = {
  async run({ row, store, action, props }) {
    await store.update(row!.id, { [String(props.field)]: props.value });
    return { message: typeof props.message === "string" ? props.message : `${localize(action.label)}成功` };
  },
};

export const actions: ExtensionServer["actions"] = { "set-field": setField };
