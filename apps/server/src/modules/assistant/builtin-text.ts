import type { Language } from '@portal/contracts';

/** The built-in assistant's own sentences, in the four languages of the portal. */
export interface BuiltinText {
  greeting: (name: string) => string;
  functions: string;
  guides: string;
  colleagues: string;
  contact: (phone: string, email: string) => string;
  /** Where a function lives, after its link: （人力资源 · 员工自助） or (…). */
  where: (where: string) => string;
  /** Between a link and what follows it: ： or ": ". */
  colon: string;
  /** Between clauses: ， or ", ". */
  comma: string;
  nothing: string;
  suggestions: string;
}

const zhCN: BuiltinText = {
  greeting: (name) => `${name}，你好！`,
  functions: '这些功能可以直接办理：',
  guides: '相关办事指南：',
  colleagues: '找到这些同事：',
  contact: (phone, email) => `电话 ${phone}，邮箱 ${email}`,
  where: (where) => `（${where}）`,
  colon: '：',
  comma: '，',
  nothing: '没有找到与问题相关的功能、指南或同事。可以换个说法，比如“请假”“报销”“会议室”，或者直接说同事的姓名。',
  suggestions: '也可以看看：[人事指南](/home/hrguide) · [财务指南](/home/financialguide) · [IT指南](/home/itguide) · [通讯录](/address-list)',
};

const zhTW: BuiltinText = {
  greeting: (name) => `${name}，你好！`,
  functions: '這些功能可以直接辦理：',
  guides: '相關辦事指南：',
  colleagues: '找到這些同事：',
  contact: (phone, email) => `電話 ${phone}，郵箱 ${email}`,
  where: (where) => `（${where}）`,
  colon: '：',
  comma: '，',
  nothing: '沒有找到與問題相關的功能、指南或同事。可以換個說法，例如「請假」「報銷」「會議室」，或直接說同事的姓名。',
  suggestions: '也可以看看：[人事指南](/home/hrguide) · [財務指南](/home/financialguide) · [IT指南](/home/itguide) · [通訊錄](/address-list)',
};

const enUS: BuiltinText = {
  greeting: (name) => `Hello ${name}!`,
  functions: 'You can do this right here:',
  guides: 'Related guides:',
  colleagues: 'Colleagues found:',
  contact: (phone, email) => `phone ${phone}, email ${email}`,
  where: (where) => ` (${where})`,
  colon: ': ',
  comma: ', ',
  nothing: 'I found no function, guide or colleague for that. Try other words, such as 请假 (leave), 报销 (expenses) or 会议室 (meeting rooms), or a colleague’s name.',
  suggestions: 'You may also look at: [HR guide](/home/hrguide) · [Finance guide](/home/financialguide) · [IT guide](/home/itguide) · [Address book](/address-list)',
};

const ptBR: BuiltinText = {
  greeting: (name) => `Olá, ${name}!`,
  functions: 'Você pode resolver isso aqui:',
  guides: 'Guias relacionados:',
  colleagues: 'Colegas encontrados:',
  contact: (phone, email) => `telefone ${phone}, e-mail ${email}`,
  where: (where) => ` (${where})`,
  colon: ': ',
  comma: ', ',
  nothing: 'Não encontrei função, guia ou colega para isso. Tente outras palavras, como 请假 (licença), 报销 (despesas) ou 会议室 (salas), ou o nome de um colega.',
  suggestions: 'Veja também: [Guia de RH](/home/hrguide) · [Guia financeiro](/home/financialguide) · [Guia de TI](/home/itguide) · [Contatos](/address-list)',
};

export const BUILTIN_TEXT: Record<Language, BuiltinText> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };
