import type { ReactNode } from "react";
import { Col, Form, Input, Row } from "antd";
import { dt, designerTexts as tx, valueLabels } from "../../texts.js";
import type { Rule } from "./field-form.js";

/** A rule of a field beside the message shown when it fails (empty: the default message). */
export function RuleItem({ rule, label, children }: { rule: Rule; label?: string; children: ReactNode }) {
  const name = label ?? valueLabels.Rule[rule];
  return (
    <Row gutter={12}>
      <Col span={10}>{children}</Col>
      <Col span={14}>
        <Form.Item name={["messages", rule]} label={dt("messageFor", { rule: name })}>
          <Input placeholder={tx.messageDefault} allowClear />
        </Form.Item>
      </Col>
    </Row>
  );
}
