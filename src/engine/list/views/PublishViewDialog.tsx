import { useEffect, useState } from "react";
import { Form, Modal, Select } from "antd";
import { format } from "../../../common/i18n.js";
import { viewTexts } from "./view-texts.js";
import type { SavedView } from "./views-api.js";

interface Props {
  view: SavedView;
  loadRoles(): Promise<{ list: { name: string; title: string }[] }>;
  onSubmit(roles: string[]): Promise<unknown>;
  onClose(): void;
  onError(err: unknown): void;
}

/** 发布到角色 (admins): the roles whose users see the view; none unpublishes it. */
export function PublishViewDialog({ view, loadRoles, onSubmit, onClose, onError }: Props) {
  const [roles, setRoles] = useState<string[]>(view.roles);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    loadRoles()
      .then(({ list }) => setOptions(list.map((r) => ({ value: r.name, label: `${r.title}（${r.name}）` }))))
      .catch(onError);
  }, [loadRoles, onError]);
  const submit = async () => {
    try {
      await onSubmit(roles);
      onClose();
    } catch (err) {
      onError(err);
    }
  };
  return (
    <Modal
      open
      title={format(viewTexts.publishTitle, { name: view.name })}
      okText={viewTexts.ok}
      cancelText={viewTexts.cancel}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={viewTexts.roles} help={viewTexts.rolesHelp}>
          <Select
            mode="multiple"
            aria-label={viewTexts.roles}
            value={roles}
            onChange={setRoles}
            options={options}
            allowClear
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
