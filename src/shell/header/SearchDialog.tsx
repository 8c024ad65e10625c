import { useEffect, useRef, useState } from "react";
import { AutoComplete, Modal } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useServices } from "../../app/services-context.js";
import { t } from "../../app/locale/zh-CN.js";

interface Hit {
  title: string;
  path: string;
  group: string;
}

/** Spec §2 search: a dialog whose suggestions come from /api/search/getList, 500 ms after typing stops. */
export function SearchDialog() {
  const { http } = useServices();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [hits, setHits] = useState<Hit[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!keyword.trim()) return setHits([]);
      void http<{ list: Hit[] }>("/search/getList", { params: { keyword } }).then(
        (d) => setHits(d.list),
        () => {},
      );
    }, 500);
  };
  const options = hits.map((h) => ({ value: h.path, label: `${h.group ? `${h.group} / ` : ""}${h.title}` }));

  return (
    <>
      <SearchOutlined
        style={{ fontSize: 16, cursor: "pointer" }}
        onClick={() => setOpen(true)}
        aria-label={t("search.title")}
        data-testid="search-button"
      />
      <Modal open={open} title={t("search.title")} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <AutoComplete
          autoFocus
          style={{ width: "100%" }}
          options={options}
          onSearch={onSearch}
          onSelect={(path: string) => {
            setOpen(false);
            void navigate(path);
          }}
          placeholder={t("search.placeholder")}
        />
      </Modal>
    </>
  );
}
