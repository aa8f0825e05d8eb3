/**
 * The portal's data (function names, guides) is in Simplified Chinese; a question asked in
 * English, Portuguese or Traditional Chinese is matched through these terms. Lower case and
 * without accents (the question's are folded: "licença" finds "licenca").
 */
const TERMS: [string, string[]][] = [
  // English
  ['meeting room', ['会议室']],
  ['time off', ['请假', '假期']],
  ['business trip', ['出差']],
  ['employment certificate', ['在职证明']],
  ['payslip', ['工资条']],
  ['salary', ['工资条', '薪酬']],
  ['leave', ['请假', '假期']],
  ['vacation', ['请假', '假期']],
  ['holiday', ['请假', '假期']],
  ['expense', ['报销']],
  ['reimburse', ['报销']],
  ['meeting', ['会议']],
  ['overtime', ['加班']],
  ['travel', ['出差', '差旅']],
  ['ticket', ['工单', '问题反馈']],
  ['attendance', ['考勤', '打卡']],
  ['clock', ['打卡', '补卡']],
  ['invoice', ['发票', '开票']],
  ['contract', ['合同']],
  ['purchase', ['采购']],
  ['visitor', ['访客']],
  ['vpn', ['vpn']],
  ['canteen', ['食堂']],
  ['lunch', ['工作餐', '食堂']],
  ['seal', ['用印', '印章']],
  ['stamp', ['用印', '印章']],
  ['resign', ['离职']],
  ['loan', ['借款']],
  ['budget', ['预算']],
  ['office supplies', ['办公用品']],
  ['car', ['用车']],
  ['repair', ['报修']],
  ['performance', ['绩效']],
  // Português
  ['sala de reuniao', ['会议室']],
  ['viagem', ['出差', '差旅']],
  ['licenca', ['请假', '假期']],
  ['ferias', ['请假', '假期']],
  ['folga', ['请假']],
  ['despesa', ['报销']],
  ['reembolso', ['报销']],
  ['reuniao', ['会议']],
  ['hora extra', ['加班']],
  ['horas extras', ['加班']],
  ['chamado', ['工单', '问题反馈']],
  ['ponto', ['打卡', '考勤']],
  ['holerite', ['工资条']],
  ['salario', ['工资条', '薪酬']],
  ['nota fiscal', ['发票', '开票']],
  ['contrato', ['合同']],
  ['compra', ['采购']],
  ['visitante', ['访客']],
  ['refeitorio', ['食堂']],
  ['demissao', ['离职']],
  ['orcamento', ['预算']],
];

/** Traditional characters of the portal's vocabulary, each followed by its simplified form. */
const TRADITIONAL_PAIRS = '請请會会議议預预訂订費费報报銷销單单資资勞劳動动職职證证書书與与發发購购採采辦办開开們们麼么裡里這这個个為为時时間间車车輛辆務务體体處处廳厅設设計计銀银帳账號号權权門门訪访園园區区飯饭內内';
const TRADITIONAL = new Map(Array.from({ length: TRADITIONAL_PAIRS.length / 2 }, (_, i) => [TRADITIONAL_PAIRS[2 * i], TRADITIONAL_PAIRS[2 * i + 1]]));

/** The question with Traditional characters simplified and the portal's terms for the words it recognises appended. */
export function expandQuestion(question: string): string {
  const simplified = [...question].map((c) => TRADITIONAL.get(c) ?? c).join('');
  const lower = simplified.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
  const extra = TERMS.filter(([term]) => lower.includes(term)).flatMap(([, words]) => words);
  return extra.length > 0 ? `${simplified} ${[...new Set(extra)].join(' ')}` : simplified;
}
