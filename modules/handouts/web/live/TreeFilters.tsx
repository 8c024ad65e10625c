import { Flex, Input, Select } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { handoutTexts as tx } from "../texts.js";
import type { SelectOption } from "../../../../src/app/use-option-list.js";

interface Props {
  subjects: SelectOption[];
  subjectsLoading: boolean;
  subjectId?: number;
  onSubject(id: number): void;
  keyword: string;
  onKeyword(keyword: string): void;
}

/** 学科 picks the tree; the keyword only narrows the loaded tree, so typing sends no request. */
export function TreeFilters({ subjects, subjectsLoading, subjectId, onSubject, keyword, onKeyword }: Props) {
  return (
    <Flex gap="small" wrap>
      <Select<number>
        aria-label={tx.subject}
        prefix={tx.subject}
        style={{ minWidth: 180 }}
        options={subjects}
        loading={subjectsLoading}
        value={subjectId}
        onChange={onSubject}
        showSearch
        optionFilterProp="label"
      />
      <Input
        style={{ flex: 1, minWidth: 180 }}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={tx.searchTree}
        value={keyword}
        onChange={(event) => onKeyword(event.target.value)}
      />
    </Flex>
  );
}
