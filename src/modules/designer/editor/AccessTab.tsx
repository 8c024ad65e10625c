import { Form, Select, Space, Typography } from "antd";
import type { ResourceAccess } from "../../../types/generated/resource.js";
import type { AccessRule } from "../../../types/generated/routes.js";
import { assign } from "../state/assign.js";
import type { ResourceDraft } from "../state/use-resource-draft.js";
import { dt, designerTexts as tx } from "../texts.js";
import { RolesSelect } from "./RolesSelect.js";

const ACTIONS = [
  { key: "read", label: tx.accessRead, ability: "READ" },
  { key: "create", label: tx.accessCreate, ability: "WRITE" },
  { key: "update", label: tx.accessUpdate, ability: "WRITE" },
  { key: "delete", label: tx.accessDelete, ability: "DELETE" },
] as const;

type Mode = "default" | "roles" | "custom";

/** A rule that only lists roles (either way of writing it) as those roles, else undefined. */
function rolesOf(rule: AccessRule | undefined): string[] | undefined {
  if (Array.isArray(rule)) return rule;
  if (rule && rule.role && !rule.ability && (rule.mode ?? "oneOf") === "oneOf") return rule.role;
  return undefined;
}

const modeOf = (rule: AccessRule | undefined): Mode => (!rule ? "default" : rolesOf(rule) ? "roles" : "custom");

/**
 * Who may read, create, update and delete: by default the matching ability, or a list of roles.
 * Rules with abilities or modes are kept and edited in the JSON.
 */
export function AccessTab({ draft }: { draft: ResourceDraft }) {
  const { config, update } = draft;
  const setRule = (key: keyof ResourceAccess, rule: AccessRule | undefined) =>
    update((c) => {
      c.access = { ...c.access };
      assign(c.access, key, rule);
      if (Object.keys(c.access).length === 0) delete c.access;
    });

  return (
    <Form labelCol={{ span: 3 }} wrapperCol={{ span: 21 }}>
      {ACTIONS.map(({ key, label, ability }) => {
        const rule = config.access?.[key];
        const mode = modeOf(rule);
        return (
          <Form.Item key={key} label={label}>
            <Space wrap>
              <Select<Mode>
                aria-label={`${label}${tx.tabAccess}`}
                style={{ width: 200 }}
                value={mode}
                options={[
                  { value: "default", label: dt("accessDefault", { ability }) },
                  { value: "roles", label: tx.accessRoles },
                  { value: "custom", label: tx.accessCustom, disabled: mode !== "custom" },
                ]}
                onChange={(next) => setRule(key, next === "roles" ? ["admin"] : undefined)}
              />
              {mode === "roles" && (
                <RolesSelect
                  label={`${label}${tx.roles}`}
                  value={rolesOf(rule)}
                  onChange={(roles) => setRule(key, roles)}
                />
              )}
              {mode === "custom" && <Typography.Text code>{JSON.stringify(rule)}</Typography.Text>}
            </Space>
          </Form.Item>
        );
      })}
    </Form>
  );
}
