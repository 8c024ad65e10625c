import { Form, Input, InputNumber, Select } from "antd";
import type { AccountAttribute } from "../../../types/generated/app.js";
import { useServices } from "../../../app/services-context.js";
import { format, localize } from "../../../common/i18n.js";
import { ResourceOptions } from "../../../engine/fields/options/ResourceOptions.js";
import { authorityTexts as tx } from "../texts.js";

/** One attribute's control: rows of its resource in a select (several for a list), else a number or a text. */
function AttributeInput({
  attribute,
  ...field
}: {
  attribute: AccountAttribute;
  id?: string;
  value?: unknown;
  onChange?(v: unknown): void;
}) {
  const placeholder = format(tx.attributePlaceholder, { title: localize(attribute.title) });
  const target = attribute.relation?.resource;
  if (target)
    return (
      <ResourceOptions source={{ kind: "resource", resource: target, value: "id", filters: [] }} value={field.value}>
        {(state) => (
          <Select
            {...state}
            id={field.id}
            value={field.value as number | number[] | undefined}
            onChange={(v: unknown) => field.onChange?.(v ?? (attribute.type === "array" ? [] : null))}
            mode={attribute.type === "array" ? "multiple" : undefined}
            allowClear
            placeholder={placeholder}
          />
        )}
      </ResourceOptions>
    );
  if (attribute.type === "integer")
    return (
      <InputNumber
        id={field.id}
        precision={0}
        style={{ width: "100%" }}
        value={field.value as number}
        onChange={field.onChange}
      />
    );
  return (
    <Input
      id={field.id}
      value={field.value as string}
      onChange={(e) => field.onChange?.(e.target.value)}
      maxLength={200}
    />
  );
}

/**
 * The account's attributes the app declares (app.json `accountAttributes`: 所属校区), each a field of
 * the dialog under `attributes`; nothing when the app declares none. The server checks the ids.
 */
export function AttributeFields() {
  const declared = useServices().boot.app.accountAttributes ?? [];
  return (
    <>
      {declared.map((a) => (
        <Form.Item key={a.name} name={["attributes", a.name]} label={localize(a.title)}>
          <AttributeInput attribute={a} />
        </Form.Item>
      ))}
    </>
  );
}
