/** Guides of the home page (SPEC §1): admin, HR, finance, IT and brand marketing. Bodies are HTML. */
export interface SeedGuide {
  code: 'adminguide' | 'hrguide' | 'financialguide' | 'itguide' | 'brandguide';
  title: string;
  intro: string;
  contact: string;
  sections: { title: string; body: string }[];
}

const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const GUIDES: SeedGuide[] = [
  {
    code: 'hrguide', title: '人事指南', intro: '入职、请假、考勤、薪酬与离职，员工最常办理的人事事务都在这里。', contact: '人力资源部 陈静 · 分机 8021 · chenjing@xinghe-tech.com',
    sections: [
      { title: '请假与休假', body: `<p>请假在“人力资源—员工自助—请假申请”中发起，审批通过后自动计入考勤。</p>${list('年假：入职满一年享 5 天，满十年 10 天，当年有效', '病假：需上传医院证明，3 天以上需部门负责人与 HRBP 审批', '事假：按日扣除工资，每年累计不超过 15 天', '婚假 13 天、产假 158 天、陪产假 20 天（按湖南省规定）')}` },
      { title: '考勤与补卡', body: `<p>工作时间 9:00-18:00，弹性打卡 30 分钟。忘记打卡请在 3 个工作日内通过“考勤打卡—补卡申请”提交，每月最多 3 次。</p>` },
      { title: '加班与出差', body: `<p>加班需事前在“加班申请”中报批，可选择调休或加班费；出差请先提交“出差申请”，再在财务报销中关联出差单报销差旅费用。</p>` },
      { title: '薪酬与社保', body: `<p>工资每月 10 日发放，工资条在“人力资源—薪酬福利—工资条”查看。社保与公积金基数每年 7 月调整。</p>` },
      { title: '转正与离职', body: `<p>试用期满前 15 天系统会提醒发起“转正申请”；离职请提前 30 天提交“离职申请”，并按交接清单办理资产与账号交接。</p>` },
    ],
  },
  {
    code: 'adminguide', title: '行政指南', intro: '会议室、用车、办公用品、访客与印章，行政服务一站办理。', contact: '行政部 赵六 · 分机 8001 · zhaoliu@xinghe-tech.com',
    sections: [
      { title: '会议室预订', body: `<p>在“行政综合—会议室预订”选择会议室和时段，10 人以上会议请预订 A 座 3 楼大会议室。取消预订请至少提前 1 小时。</p>` },
      { title: '用车申请', body: `<p>公务用车请提前一个工作日在“用车申请”中提交，注明出发地、目的地和乘车人数。</p>` },
      { title: '办公用品领用', body: `<p>每月 1-5 日集中领用办公用品，在“办公用品领用”中提交后到前台朱霞处领取。</p>` },
      { title: '访客与工牌', body: `<p>访客需提前登记，前台凭登记信息发放临时访客证。工牌遗失请在“工牌补办”中申请，工本费 20 元。</p>` },
      { title: '印章使用', body: `<p>所有用印须通过“用印申请”审批，审批通过后由行政部统一盖章，严禁携带印章外出。</p>` },
    ],
  },
  {
    code: 'financialguide', title: '财务指南', intro: '报销、借款、发票与预算，按流程办理，款项更快到账。', contact: '财务部 王五 · 分机 8031 · wangwu@xinghe-tech.com',
    sections: [
      { title: '费用报销', body: `<p>在“财务管理—报销—费用报销”中填写报销单并上传电子发票，审批完成后 5 个工作日内打款至工资卡。</p>${list('单笔 5,000 元以上需部门负责人与财务经理审批', '发票抬头：星河数智科技有限公司', '报销须在费用发生后 60 天内提交')}` },
      { title: '差旅报销', body: `<p>差旅报销需关联已审批的出差申请。住宿标准：一线城市每晚 550 元，省会城市 450 元，其他城市 350 元。</p>` },
      { title: '借款与还款', body: `<p>备用金借款在“借款申请”中提交，借款须在 30 天内通过报销冲抵或归还。</p>` },
      { title: '开票申请', body: `<p>为客户开具发票请在“开票申请”中提交合同编号与开票信息，财务部 2 个工作日内完成开票。</p>` },
    ],
  },
  {
    code: 'itguide', title: 'IT指南', intro: '账号、网络、电脑与软件，遇到问题先看这里，解决不了就提交工单。', contact: 'IT 服务台 · 热线 8000 · itsm@xinghe-tech.com',
    sections: [
      { title: '账号与密码', body: `<p>协同办公平台、企业邮箱与 VPN 使用同一账号。密码每 90 天需修改一次，可在右上角头像菜单中“修改密码”。</p>` },
      { title: '网络与 VPN', body: `<p>办公无线网络为 XINGHE-STAFF，使用域账号登录。在外办公请使用 VPN 客户端 5.4 版。</p>` },
      { title: '电脑与设备', body: `<p>电脑故障、外设申领请通过顶部“提交工单”选择“IT 设备”类别，IT 工程师将在 4 小时内响应。</p>` },
      { title: '软件安装', body: `<p>正版软件可在 IT 服务台软件中心自助安装，未在列表中的软件需提交工单审批。</p>` },
      { title: '信息安全', body: `<p>请勿将公司文件上传至个人网盘，发现可疑邮件请转发至 security@xinghe-tech.com。</p>` },
    ],
  },
  {
    code: 'brandguide', title: '品牌指南', intro: '标志、模板与对外发布，让每一次对外表达都保持一致。', contact: '品牌市场部 黄丽 · 分机 8051 · huangli@xinghe-tech.com',
    sections: [
      { title: '标志与 VI 规范', body: `<p>公司标志、标准色与字体请在“品牌营销—VI规范下载”中获取，请勿自行变形或改色。标准色：星河蓝 #1677FF。</p>` },
      { title: '文档与演示模板', body: `<p>对外方案、汇报请使用品牌素材库中的 2026 版 PPT 与 Word 模板。</p>` },
      { title: '设计需求', body: `<p>海报、展板、视频等设计需求请在“设计需求提报”中提交，常规需求 3 个工作日交付。</p>` },
      { title: '对外发布', body: `<p>官网、公众号及媒体发布内容须经品牌市场部审核，涉及客户信息的须取得客户书面同意。</p>` },
    ],
  },
];

/** The canteen's menu for the working week: breakfast, lunch and dinner of Monday to Friday. */
export const CANTEEN = '总部园区员工餐厅（B座二楼）';
export const WEEK_MENU: Record<number, Record<'breakfast' | 'lunch' | 'dinner', string[]>> = {
  1: { breakfast: ['小米粥', '鲜肉包', '茶叶蛋', '凉拌黄瓜'], lunch: ['剁椒鱼头', '小炒黄牛肉', '蒜蓉西兰花', '番茄蛋汤', '米饭'], dinner: ['红烧排骨', '手撕包菜', '紫菜汤', '米饭'] },
  2: { breakfast: ['长沙米粉', '煎饺', '豆浆', '水煮蛋'], lunch: ['辣椒炒肉', '麻婆豆腐', '清炒菜心', '玉米排骨汤', '米饭'], dinner: ['宫保鸡丁', '干锅花菜', '冬瓜汤', '米饭'] },
  3: { breakfast: ['皮蛋瘦肉粥', '菜包', '油条', '咸鸭蛋'], lunch: ['毛氏红烧肉', '酸辣土豆丝', '上汤娃娃菜', '酸菜鱼', '米饭'], dinner: ['番茄牛腩', '地三鲜', '丝瓜蛋汤', '米饭'] },
  4: { breakfast: ['八宝粥', '葱油饼', '牛奶', '卤蛋'], lunch: ['啤酒鸭', '农家小炒肉', '蒜蓉生菜', '莲藕排骨汤', '米饭'], dinner: ['鱼香肉丝', '香菇青菜', '紫菜蛋花汤', '米饭'] },
  5: { breakfast: ['南瓜粥', '肉夹馍', '豆浆', '煎蛋'], lunch: ['口味虾', '梅菜扣肉', '炒时蔬', '鸡蛋羹', '米饭'], dinner: ['水果拼盘', '牛肉面', '凉拌木耳'] },
};

/** A guide's translated contact line and sections, per guide code (guides-en/-pt/-tw). */
export type GuideText = Record<SeedGuide['code'], { contact: string; sections: { title: string; body: string }[] }>;
