/** The CRM's own messages in the portal's four languages. */
export const MESSAGES = {
  'zh-CN': { orders: '订单', order: '订单 {id}', notes: '备注', close: '完成', home: '门户首页', user: '当前用户', open: '打开' },
  'zh-TW': { orders: '訂單', order: '訂單 {id}', notes: '備註', close: '完成', home: '入口首頁', user: '目前使用者', open: '開啟' },
  'en-US': { orders: 'Orders', order: 'Order {id}', notes: 'Notes', close: 'Done', home: 'Portal home', user: 'Signed in as', open: 'Open' },
  'pt-BR': { orders: 'Pedidos', order: 'Pedido {id}', notes: 'Observações', close: 'Concluir', home: 'Início do portal', user: 'Usuário', open: 'Abrir' },
} as const;

export type Messages = (typeof MESSAGES)[keyof typeof MESSAGES];

export function messagesFor(language: string): Messages {
  return language in MESSAGES ? MESSAGES[language as keyof typeof MESSAGES] : MESSAGES['zh-CN'];
}
