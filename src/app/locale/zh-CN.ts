/** Every text of the shell and account pages, in one place so another locale can be added. */
export const zhCN = {
  "app.loading": "正在加载中",
  "app.bootFailed": "无法连接服务器",
  "app.retry": "重试",
  "login.title": "欢迎登录",
  "login.username": "用户名",
  "login.usernamePlaceholder": "请输入用户名",
  "login.password": "密码",
  "login.passwordPlaceholder": "请输入密码",
  "login.submit": "登录",
  "login.toRegister": "注册账号",
  "login.welcome": "欢迎登录",
  "register.title": "注册账号",
  "register.confirmPlaceholder": "请再次输入密码",
  "register.confirmMismatch": "两次输入的密码不一致",
  "register.submit": "注册",
  "register.success": "注册成功，请登录",
  "register.toLogin": "已有账号，去登录",
  "header.personalSettings": "个人设置",
  "header.logout": "退出登录",
  "result.403": "抱歉，您无权访问此页面",
  "result.404": "抱歉，您访问的页面不存在",
  "result.backHome": "返回首页",
  "result.relogin": "重新登录",
  "notBuilt.title": "页面建设中",
  "notBuilt.subtitle": "「{title}」({path}) 的页面模块 {component} 尚未上线",
  "home.roles": "角色",
  "home.abilities": "权限",
  "home.noRole": "暂无角色：请联系管理员分配角色",
  "home.quickLinks": "快捷入口",
  "home.today": "今天是 {date}",
  "footer.copyright": "Copyright © {year} {owner}",
  "tabs.refresh": "重新加载",
  "tabs.close": "关闭",
  "tabs.closeOthers": "关闭其他",
  "tabs.closeLeft": "关闭左侧",
  "tabs.closeRight": "关闭右侧",
  "tabs.closeAll": "关闭全部",
  "tabs.more": "更多操作",
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof zhCN;

/** Looks a text up and fills `{name}` placeholders. */
export function t(key: TextKey, values: Record<string, string | number> = {}): string {
  return zhCN[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}
