import { useEffect, useRef, useState } from "react";
import { AutoComplete, Modal, type RefSelectProps } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { useServices } from "../../app/services-context.js";
import { t } from "../../app/locale/zh-CN.js";
import { localize } from "../../common/i18n.js";

interface Hit {
  title: string;
  path: string;
  group: string;
}

/**
 * Spec §2 search: a dialog whose suggestions come from /api/search/getList, 500 ms after typing stops.
 * The input has the focus as soon as the dialog opens (typing is never lost). Enter with a suggestion
 * highlighted goes there; Enter before the suggestions came, or with none highlighted, asks at once and
 * goes to the first.
 */
export function SearchDialog() {
  const { http, boot } = useServices();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [hits, setHits] = useState<Hit[]>([]);
  const [keyword, setKeyword] = useState("");
  const input = useRef<RefSelectProps>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosen = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = (text: string) =>
    http<{ list: Hit[] }>("/search/getList", { params: { keyword: text } }).then((d) => (setHits(d.list), d.list));
  const onSearch = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!text.trim()) return setHits([]);
      void ask(text).catch(() => {});
    }, 500);
  };
  const go = (path: string) => {
    chosen.current = true;
    setOpen(false);
    void navigate(path);
  };
  // After the select has had the Enter: when it chose nothing, the first page found.
  const onEnter = () =>
    setTimeout(() => {
      if (chosen.current || !keyword.trim()) return;
      clearTimeout(timer.current);
      void ask(keyword).then(
        (list) => list[0] && go(list[0].path),
        () => {},
      );
    });
  const options = hits.map((h) => ({ value: h.path, label: `${h.group ? `${h.group} / ` : ""}${h.title}` }));

  return (
    <>
      <SearchOutlined
        style={{ fontSize: 16, cursor: "pointer" }}
        onClick={() => setOpen(true)}
        aria-label={t("search.title")}
        data-testid="search-button"
      />
      <Modal
        open={open}
        title={t("search.title")}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        // The dialog takes the focus for itself as it opens: the input takes it back once it is open.
        afterOpenChange={(opened) => {
          if (opened) input.current?.focus();
          else {
            chosen.current = false;
            setKeyword("");
            setHits([]);
          }
        }}
      >
        <AutoComplete
          ref={input}
          autoFocus
          style={{ width: "100%" }}
          options={options}
          onSearch={onSearch}
          onSelect={go}
          onInputKeyDown={(e) => e.key === "Enter" && onEnter()}
          placeholder={boot.app.searchPlaceholder ? localize(boot.app.searchPlaceholder) : t("search.placeholder")}
        />
      </Modal>
    </>
  );
}
