import { Form, Input, Modal, Radio, Select } from "antd";
import type { ResourceConfig } from "../../../types/generated/resource.js";
import { useDesigner } from "../designer-context.js";
import { blankResource, copyResource, pageRoute } from "../state/new-resource.js";
import { resourcePath } from "../state/paths.js";
import { freeRouteName, groupsOf, insertRoute } from "../state/route-tree.js";
import { useResourceNames } from "../state/use-resource-draft.js";
import { useRoutesDraft } from "../editor/use-routes-draft.js";
import { designerTexts as tx } from "../texts.js";
import { zhText } from "../localized.js";

interface Values {
  from: "blank" | "copy";
  source?: string;
  name: string;
  title: string;
  parent?: string;
  menuTitle: string;
  path: string;
}

/**
 * 新建页面: a resource from scratch or as a copy of another, with its menu entry, added to the
 * draft (nothing is written before 保存). Opens the new page in the designer.
 */
export function NewPageDialog({ onClose, onCreated }: { onClose(): void; onCreated(name: string): void }) {
  const { draft } = useDesigner();
  const names = useResourceNames();
  const { routes, change } = useRoutesDraft();
  const [form] = Form.useForm<Values>();
  const from = Form.useWatch("from", form);
  const groups = groupsOf(routes);

  const create = (v: Values) => {
    const source = v.source ? (draft.valueOf(resourcePath(v.source)) as ResourceConfig) : undefined;
    const config = v.from === "copy" && source ? copyResource(source, v.name, v.title) : blankResource(v.name, v.title);
    draft.setFile(resourcePath(v.name), config);
    if (v.parent)
      change((rs) => insertRoute(rs, v.parent!, pageRoute(freeRouteName(rs, v.name), v.name, v.menuTitle, v.path)));
    onCreated(v.name);
  };

  return (
    <Modal
      open
      title={tx.newPageTitle}
      okText={tx.create}
      cancelText={tx.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="designer-new-page"
        initialValues={{ from: "blank", parent: groups.at(-1)?.value }}
        onFinish={create}
        onValuesChange={(changed: Partial<Values>, all) => {
          // The menu follows the page until the admin names it otherwise.
          if ("title" in changed && !form.isFieldTouched("menuTitle"))
            form.setFieldValue("menuTitle", `${zhText(all.title)}管理`);
          if ("name" in changed && !form.isFieldTouched("path")) form.setFieldValue("path", all.name);
          if ("source" in changed && !form.isFieldTouched("title")) {
            const source = draft.valueOf(resourcePath(changed.source!)) as ResourceConfig | undefined;
            if (source) form.setFieldsValue({ title: zhText(source.title), menuTitle: `${zhText(source.title)}管理` });
          }
        }}
      >
        <Form.Item name="from" label={tx.from}>
          <Radio.Group
            options={[
              { value: "blank", label: tx.fromBlank },
              { value: "copy", label: tx.fromCopy },
            ]}
          />
        </Form.Item>
        {from === "copy" && (
          <Form.Item name="source" label={tx.copyOf} rules={[{ required: true, message: tx.copyOf }]}>
            <Select showSearch options={names.map((value) => ({ value, label: value }))} />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={tx.resourceName}
          extra={tx.nameHelp}
          rules={[
            { required: true, message: tx.namePattern },
            { pattern: /^[a-z][a-z0-9-]*$/, message: tx.namePattern },
            {
              // Thrown, not a rejected promise left unreturned: that one goes uncaught and the name passes.
              validator: async (_r, v: string) => {
                if (names.includes(v)) throw new Error(tx.nameTaken);
              },
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="title"
          label={tx.resourceTitle}
          extra={tx.titleHelp}
          rules={[{ required: true, message: tx.resourceTitle }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="parent" label={tx.parent}>
          <Select allowClear options={groups} />
        </Form.Item>
        <Form.Item name="menuTitle" label={tx.menuTitle} rules={[{ required: true, message: tx.menuTitle }]}>
          <Input />
        </Form.Item>
        <Form.Item name="path" label={tx.path} rules={[{ required: true, message: tx.path }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
