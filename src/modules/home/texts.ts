import type { PresetName } from "../../common/validators.js";
import { defineTexts } from "../../common/i18n.js";

/** The names of the validator presets as /demo labels them. */
export const presetLabels = defineTexts(
  "home.presets",
  {
    password: "密码",
    phone: "手机号",
    contactPhone: "联系电话",
    email: "邮箱",
    idCard: "身份证号",
    idDocument: "证件号",
    port: "端口",
    ipv4: "IP地址",
    url: "URL",
    chineseName: "中文姓名",
    personName: "姓名",
    decimal2: "金额",
  },
  {
    password: "Password",
    phone: "Mobile",
    contactPhone: "Contact phone",
    email: "Email",
    idCard: "ID card number",
    idDocument: "ID document",
    port: "Port",
    ipv4: "IP address",
    url: "URL",
    chineseName: "Chinese name",
    personName: "Person's name",
    decimal2: "Amount",
  },
) satisfies Record<PresetName, string>;

/** The other texts of /demo (validator presets and the permission directive). */
export const demoTexts = defineTexts(
  "home.demo",
  {
    rulesTitle: "校验规则",
    inputPlaceholder: "请输入{label}",
    accessTitle: "权限指令",
    noDelete: "无删除权限：删除按钮不渲染",
    canDelete: "拥有删除权限 (DELETE)",
    notAdmin: "非管理员",
    adminOnly: "管理员可见",
  },
  {
    rulesTitle: "Validation rules",
    inputPlaceholder: "Please enter {label}",
    accessTitle: "Permission directive",
    noDelete: "No delete permission: the delete button is not rendered",
    canDelete: "Has delete permission (DELETE)",
    notAdmin: "Not an administrator",
    adminOnly: "Visible to administrators",
  },
);
