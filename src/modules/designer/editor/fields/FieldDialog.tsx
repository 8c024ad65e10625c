import { Alert, Checkbox, Col, Divider, Form, Input, Modal, Row, Select, Switch, Typography } from "antd";
import { useDesigner } from "../../designer-context.js";
import { enumOptions } from "../../schema/schema-enum.js";
import { dt, designerTexts as tx, labelOf } from "../../texts.js";
import type { ResourceDraft } from "../../state/use-resource-draft.js";
import { useResourceNames } from "../../state/use-resource-draft.js";
import { edited, isRequiredField, renameField, setRequired } from "../../state/record-edits.js";
import { nonEmpty } from "../../state/assign.js";
import type { DesignedField } from "../../types.js";
import { fromFormValues, isPerRule, toFormValues, type FieldFormValues } from "./field-form.js";
import { fieldNameRules } from "./field-name-rules.js";
import { FieldRules } from "./FieldRules.js";
import { OptionsList, RelationFilterList } from "./OptionsList.js";
import { RuleItem } from "./RuleItem.js";
import { DefaultValueInput } from "./DefaultValueInput.js";
import { zhText } from "../../localized.js";

const FIELD_TYPES = ["string", "integer", "number", "boolean", "array"];

interface Props {
  draft: ResourceDraft;
  /** The field edited; undefined adds one. */
  name?: string;
  onClose(): void;
}

/**
 * One record field in a form: name, type, title, rules with their messages, options, relation,
 * default, unique, readOnly. A new name renames the field everywhere and records the column its
 * data is in (`renamedFrom`).
 */
export function FieldDialog({ draft, name, onClose }: Props) {
  const { schemas } = useDesigner();
  const { config } = draft;
  const [form] = Form.useForm<FieldFormValues>();
  const original = name ? (config.record.properties[name] as DesignedField) : undefined;
  const type = Form.useWatch("type", form) ?? original?.type ?? "string";
  const resources = useResourceNames();
  const taken = Object.keys(config.record.properties).filter((n) => n !== name);
  const typeOptions = FIELD_TYPES.map((value) => ({ value, label: labelOf("FieldType", value) }));
  const formats = enumOptions(schemas, "FieldFormat");

  const save = (values: FieldFormValues) => {
    const next = values.name;
    const renamed = name && name !== next ? renameField(config, name, next, draft.saved) : config;
    draft.replace(
      edited(renamed, (c) => {
        c.record.properties[next] = fromFormValues(values, c.record.properties[next] as DesignedField | undefined);
        setRequired(c, next, !!values.required);
        if (!name && values.addToList) c.list.columns.push({ field: next });
        if (!name && values.addToForm && c.form && !values.readOnly) c.form.fields.push({ field: next });
        // A field the server keeps is in no form (the start check refuses one that names it).
        if (values.readOnly && c.form) c.form.fields = nonEmpty(c.form.fields.filter((f) => f.field !== next));
      }),
    );
    onClose();
  };

  return (
    <Modal
      open
      title={name ? `${tx.editField}：${original?.title ? zhText(original.title) : name}` : tx.addField}
      width={760}
      okText={tx.ok}
      cancelText={tx.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FieldFormValues>
        form={form}
        layout="vertical"
        name="designer-field"
        initialValues={toFormValues(name ?? "", original, name ? isRequiredField(config, name) : false)}
        onFinish={save}
      >
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="name" label={tx.fieldName} rules={fieldNameRules(taken)} extra={tx.fieldNameHelp}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="title" label={tx.fieldTitle} rules={[{ required: true, message: tx.fieldTitle }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type" label={tx.fieldType}>
              <Select options={typeOptions} />
            </Form.Item>
          </Col>
        </Row>
        {name && draft.saved?.record.properties[name] && type !== draft.saved.record.properties[name].type && (
          <Alert type="warning" showIcon message={tx.typeChange} style={{ marginBottom: 12 }} />
        )}
        {original?.renamedFrom && (
          <Typography.Paragraph type="secondary">
            {dt("renamedFrom", { from: original.renamedFrom })}
          </Typography.Paragraph>
        )}
        <Form.Item name="description" label={tx.description}>
          <Input />
        </Form.Item>
        <Divider orientation="left">{tx.fieldRules}</Divider>
        <FieldRules type={type} formats={formats} />
        <Form.Item
          name="messageAll"
          label={tx.messages}
          hidden={original?.errorMessage === undefined || isPerRule(original.errorMessage)}
        >
          <Input allowClear />
        </Form.Item>
        <Divider orientation="left">{tx.options}</Divider>
        <OptionsList />
        <Form.Item name={["messages", "enum"]} label={dt("messageFor", { rule: tx.options })} style={{ marginTop: 8 }}>
          <Input placeholder={tx.messageDefault} allowClear />
        </Form.Item>
        <Divider orientation="left">{tx.relation}</Divider>
        <RuleItem rule="relation">
          <Form.Item name="relation" label={tx.relationResource}>
            <Select allowClear showSearch options={resources.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </RuleItem>
        <Form.Item label={tx.relationFilter}>
          <RelationFilterList />
        </Form.Item>
        <Divider />
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="defaultValue" label={tx.defaultValue}>
              <DefaultValueInput type={type} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="readOnly" label={tx.readOnly} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        {!name && (
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="addToList" valuePropName="checked">
                <Checkbox>{tx.addToList}</Checkbox>
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="addToForm" valuePropName="checked">
                <Checkbox>{tx.addToForm}</Checkbox>
              </Form.Item>
            </Col>
          </Row>
        )}
      </Form>
    </Modal>
  );
}
