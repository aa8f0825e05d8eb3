import type { Row } from './catalogue-translations.ts';

/** Guide titles and introductions by code (entity `guide`, fields `title`, `intro`); the sections stay zh-CN. */
export const GUIDE_TITLES: readonly Row[] = [
  ['hrguide', '人事指南', 'HR Guide', 'Guia de RH'],
  ['adminguide', '行政指南', 'Administration Guide', 'Guia Administrativo'],
  ['financialguide', '財務指南', 'Finance Guide', 'Guia Financeiro'],
  ['itguide', 'IT指南', 'IT Guide', 'Guia de TI'],
  ['brandguide', '品牌指南', 'Brand Guide', 'Guia da Marca'],
];

export const GUIDE_INTROS: readonly Row[] = [
  ['hrguide', '入職、請假、考勤、薪酬與離職，員工最常辦理的人事事務都在這裡。', 'Onboarding, leave, attendance, pay and leaving: the HR matters employees handle most, in one place.', 'Admissão, licenças, frequência, remuneração e desligamento: os assuntos de RH mais comuns, em um só lugar.'],
  ['adminguide', '會議室、用車、辦公用品、訪客與印章，行政服務一站辦理。', 'Meeting rooms, cars, office supplies, visitors and seals: administrative services in one stop.', 'Salas, veículos, material de escritório, visitantes e carimbos: serviços administrativos em um só lugar.'],
  ['financialguide', '報銷、借款、發票與預算，按流程辦理，款項更快到帳。', 'Expenses, advances, invoices and budgets: follow the process and get paid sooner.', 'Reembolsos, adiantamentos, notas fiscais e orçamento: siga o fluxo e receba mais rápido.'],
  ['itguide', '帳號、網路、電腦與軟體，遇到問題先看這裡，解決不了就提交工單。', 'Accounts, network, computers and software: look here first, and open a ticket if that does not solve it.', 'Contas, rede, computadores e software: consulte aqui primeiro e abra um chamado se não resolver.'],
  ['brandguide', '標誌、範本與對外發佈，讓每一次對外表達都保持一致。', 'Logo, templates and publishing: keep everything the company says consistent.', 'Logotipo, modelos e publicações: mantenha toda comunicação externa consistente.'],
];

/** Footer links by their zh-CN name (entity `link`, field `name`). */
export const LINK_NAMES: readonly Row[] = [
  ['企业邮箱', '企業郵箱', 'Company Mail', 'E-mail Corporativo'],
  ['集团官网', '集團官網', 'Group Website', 'Site do Grupo'],
  ['e-HR 自助', 'e-HR 自助', 'e-HR Self-Service', 'Autoatendimento e-HR'],
  ['财务共享中心', '財務共享中心', 'Finance Shared Services', 'Centro de Serviços Financeiros'],
  ['IT 服务台', 'IT 服務台', 'IT Service Desk', 'Central de Serviços de TI'],
  ['星河学堂', '星河學堂', 'Xinghe Academy', 'Academia Xinghe'],
  ['商旅平台', '商旅平台', 'Business Travel', 'Viagens Corporativas'],
  ['代码仓库', '程式碼倉庫', 'Code Repository', 'Repositório de Código'],
  ['深圳研发中心门户', '深圳研發中心入口網站', 'Shenzhen R&D Portal', 'Portal de P&D de Shenzhen'],
];

/** Canteens by their zh-CN name (entity `canteen`, field `name`). */
export const CANTEEN_NAMES: readonly Row[] = [
  ['总部园区员工餐厅（B座二楼）', '總部園區員工餐廳（B座二樓）', 'Head Office Staff Canteen (Building B, 2F)', 'Refeitório da Sede (Prédio B, 2º andar)'],
  ['深圳研发中心员工餐厅（5楼）', '深圳研發中心員工餐廳（5樓）', 'Shenzhen R&D Center Staff Canteen (5F)', 'Refeitório do Centro de P&D de Shenzhen (5º andar)'],
];
