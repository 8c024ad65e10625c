import { ABILITIES, abilityTexts, type AbilityInfo } from "../common/authority.js";
import { useServices } from "./services-context.js";

/**
 * The abilities a role may be granted in this app, titled in the page's language: the boot config's
 * (the framework's and its modules', such as the tutoring app's 财务), else the framework's own.
 */
export function useAbilities(): AbilityInfo[] {
  const { boot } = useServices();
  return boot.abilities ?? ABILITIES.map((name) => ({ name, title: abilityTexts[name] }));
}
