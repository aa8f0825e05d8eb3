/**
 * The error catalogue: messages the server puts in `{code, msg}` answers, in the four languages of the portal.
 * zh-CN is the source; the language comes from the `lang` cookie or Accept-Language.
 */
import { LANGUAGES, type Language } from '@portal/contracts';


type Catalogue = Record<string, string>;

const zhCN = {
  badRequest: '请求参数错误：{detail}',
  unauthorized: '登录已失效，请重新登录',
  forbidden: '没有权限执行此操作',
  tenantForbidden: '您不属于该租户',
  crossOrigin: '拒绝来自其他站点的请求',
  serviceUnavailable: '服务暂时不可用，请稍后重试',
  notFound: '请求的资源不存在',
  apiNotFound: '接口不存在：{path}',
  tooManyRequests: '操作过于频繁，请稍后再试',
  loginFailed: '账号或密码错误',
  loginLocked: '登录失败次数过多，请 {minutes} 分钟后再试',
  internal: '服务器开小差了，请稍后重试',
  upstreamUnavailable: '业务服务暂时无法访问，请稍后重试',
  payloadTooLarge: '请求内容过大',
  oldPasswordWrong: '旧密码错误',
  samePassword: '新密码不能与旧密码相同',
  passwordChanged: '修改成功! 其他设备上的登录已退出。',
  tileTodo: '我的待办',
  tileApply: '我的申请',
  tileDone: '我的已办',
  colName: '姓名',
  colCode: '账号',
  colDepartment: '部门',
  colPosition: '职位',
  colPhone: '手机',
  colEmail: '邮箱',
  addressBookFile: '通讯录',
  chatFailed: '智能助手暂时无法回答，请稍后再试',
  taskHandled: '该事项已处理，请刷新后查看',
  notWithdrawable: '该申请已进入审批，无法撤回',
  noReportApprover: '未设置报工审核人，请联系管理员',
  reportLocked: '报工已提交或已审核，不能修改',
  cardExists: '该银行卡已添加',
  cardLimit: '最多添加 10 张银行卡',
  regionInvalid: '请选择有效的开户省份和城市',
  fileInvalid: '请上传 512 KB 以内的 PNG、JPG、WEBP 或 GIF 图片',
} satisfies Catalogue;

export type MessageKey = keyof typeof zhCN;

const zhTW: Record<MessageKey, string> = {
  badRequest: '請求參數錯誤：{detail}',
  unauthorized: '登入已失效，請重新登入',
  forbidden: '沒有權限執行此操作',
  tenantForbidden: '您不屬於該租戶',
  crossOrigin: '拒絕來自其他網站的請求',
  serviceUnavailable: '服務暫時無法使用，請稍後重試',
  notFound: '請求的資源不存在',
  apiNotFound: '介面不存在：{path}',
  tooManyRequests: '操作過於頻繁，請稍後再試',
  loginFailed: '帳號或密碼錯誤',
  loginLocked: '登入失敗次數過多，請 {minutes} 分鐘後再試',
  internal: '伺服器開小差了，請稍後重試',
  upstreamUnavailable: '業務服務暫時無法存取，請稍後重試',
  payloadTooLarge: '請求內容過大',
  oldPasswordWrong: '舊密碼錯誤',
  samePassword: '新密碼不能與舊密碼相同',
  passwordChanged: '修改成功! 其他裝置上的登入已登出。',
  tileTodo: '我的待辦',
  tileApply: '我的申請',
  tileDone: '我的已辦',
  colName: '姓名',
  colCode: '帳號',
  colDepartment: '部門',
  colPosition: '職位',
  colPhone: '手機',
  colEmail: '郵箱',
  addressBookFile: '通訊錄',
  chatFailed: '智慧助理暫時無法回答，請稍後再試',
  taskHandled: '該事項已處理，請重新整理後查看',
  notWithdrawable: '該申請已進入審批，無法撤回',
  noReportApprover: '未設定報工審核人，請聯絡管理員',
  reportLocked: '報工已提交或已審核，不能修改',
  cardExists: '該銀行卡已新增',
  cardLimit: '最多新增 10 張銀行卡',
  regionInvalid: '請選擇有效的開戶省份和城市',
  fileInvalid: '請上傳 512 KB 以內的 PNG、JPG、WEBP 或 GIF 圖片',
};

const enUS: Record<MessageKey, string> = {
  badRequest: 'Invalid request: {detail}',
  unauthorized: 'Your session has ended. Please sign in again',
  forbidden: 'You do not have permission to do this',
  tenantForbidden: 'You are not a member of this tenant',
  crossOrigin: 'Requests from other sites are refused',
  serviceUnavailable: 'The service is unavailable for a moment; try again shortly',
  notFound: 'The requested item does not exist',
  apiNotFound: 'No such API: {path}',
  tooManyRequests: 'Too many requests. Please try again later',
  loginFailed: 'Incorrect account or password',
  loginLocked: 'Too many failed sign-ins. Try again in {minutes} minutes',
  internal: 'Something went wrong on the server. Please try again',
  upstreamUnavailable: 'The business services cannot be reached. Please try again later',
  payloadTooLarge: 'The request is too large',
  oldPasswordWrong: 'The current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  passwordChanged: 'Password changed! You have been signed out everywhere else.',
  tileTodo: 'My to-dos',
  tileApply: 'My applications',
  tileDone: 'Done',
  colName: 'Name',
  colCode: 'Account',
  colDepartment: 'Department',
  colPosition: 'Position',
  colPhone: 'Mobile',
  colEmail: 'Email',
  addressBookFile: 'Address book',
  chatFailed: 'The assistant cannot answer right now. Please try again later',
  taskHandled: 'This item has already been handled. Refresh to see it',
  notWithdrawable: 'This application is already being reviewed and cannot be withdrawn',
  noReportApprover: 'No reviewer is set for your work reports. Please contact an administrator',
  reportLocked: 'A submitted or reviewed work report cannot be changed',
  cardExists: 'This bank card has already been added',
  cardLimit: 'You can add at most 10 bank cards',
  regionInvalid: 'Choose a valid province and city of the branch',
  fileInvalid: 'Upload a PNG, JPG, WEBP or GIF image of at most 512 KB',
};

const ptBR: Record<MessageKey, string> = {
  badRequest: 'Requisição inválida: {detail}',
  unauthorized: 'Sua sessão terminou. Entre novamente',
  forbidden: 'Você não tem permissão para fazer isso',
  tenantForbidden: 'Você não pertence a este locatário',
  crossOrigin: 'Solicitações de outros sites são recusadas',
  serviceUnavailable: 'O serviço está indisponível no momento; tente novamente em breve',
  notFound: 'O item solicitado não existe',
  apiNotFound: 'API inexistente: {path}',
  tooManyRequests: 'Muitas requisições. Tente novamente mais tarde',
  loginFailed: 'Conta ou senha incorretas',
  loginLocked: 'Muitas tentativas de acesso. Tente novamente em {minutes} minutos',
  internal: 'Ocorreu um erro no servidor. Tente novamente',
  upstreamUnavailable: 'Os serviços de negócio estão indisponíveis. Tente novamente mais tarde',
  payloadTooLarge: 'A requisição é grande demais',
  oldPasswordWrong: 'A senha atual está incorreta',
  samePassword: 'A nova senha deve ser diferente da atual',
  passwordChanged: 'Senha alterada! As outras sessões foram encerradas.',
  tileTodo: 'Minhas pendências',
  tileApply: 'Minhas solicitações',
  tileDone: 'Concluídos',
  colName: 'Nome',
  colCode: 'Conta',
  colDepartment: 'Departamento',
  colPosition: 'Cargo',
  colPhone: 'Celular',
  colEmail: 'E-mail',
  addressBookFile: 'Catálogo de contatos',
  chatFailed: 'O assistente não pode responder agora. Tente novamente mais tarde',
  taskHandled: 'Este item já foi tratado. Atualize para vê-lo',
  notWithdrawable: 'Esta solicitação já está em aprovação e não pode ser retirada',
  noReportApprover: 'Nenhum aprovador definido para seus apontamentos. Contate um administrador',
  reportLocked: 'Um apontamento enviado ou revisado não pode ser alterado',
  cardExists: 'Este cartão já foi adicionado',
  cardLimit: 'Você pode adicionar no máximo 10 cartões',
  regionInvalid: 'Escolha um estado e uma cidade válidos da agência',
  fileInvalid: 'Envie uma imagem PNG, JPG, WEBP ou GIF de até 512 KB',
};

const CATALOGUES: Record<Language, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};

export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = CATALOGUES[lang][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The request's language: the `lang` cookie, else the first supported Accept-Language, else zh-CN. */
export function pickLanguage(cookieLang: string | undefined, acceptLanguage: string | undefined): Language {
  const supported = (value: string | undefined): Language | undefined =>
    LANGUAGES.find((l) => l.toLowerCase() === value?.trim().toLowerCase());
  const fromCookie = supported(cookieLang);
  if (fromCookie) return fromCookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    const exact = supported(tag);
    if (exact) return exact;
    if (tag?.toLowerCase().startsWith('en')) return 'en-US';
    if (tag?.toLowerCase().startsWith('pt')) return 'pt-BR';
    if (tag?.toLowerCase() === 'zh-hk' || tag?.toLowerCase() === 'zh-hant') return 'zh-TW';
    if (tag?.toLowerCase().startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}
