import type { Store } from "../db/index.js";

/**
 * Runs `attempt` (a whole transaction) again when a unique index refused a value it drew itself (an
 * order number, an activation code) because another transaction stored the same value at that moment:
 * its checks could not see an uncommitted row, the index does. `clashed` tells such a clash from a
 * duplicate the caller sent, which is answered as it is.
 */
export async function redrawOnClash<T>(
  store: Store,
  attempt: () => Promise<T>,
  clashed: () => Promise<boolean> = async () => true,
  times = 3,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (i >= times || !store.sql.isUniqueViolation(err) || !(await clashed())) throw err;
    }
  }
}
