/** The demo company's staff: realistic names, departments, positions. Phones and emails are derived. */
export interface Person {
  username: string;
  realName: string;
  sex: 'male' | 'female';
  department: string;
  position: string;
}

export const DEMO_PASSWORD = 'Portal@2026';

export const DEMO_TENANTS = [
  { id: '10001', name: '星河数智科技有限公司', description: '集团总部 · 长沙', logo: '', sort: 0 },
  { id: '10002', name: '星河数智（深圳）有限公司', description: '华南研发与交付中心', logo: '', sort: 1 },
] as const;

/** zhangsan and lisi are the demo accounts of the README; the rest are their colleagues. */
export const PEOPLE: Person[] = [
  { username: 'zhangsan', realName: '张三', sex: 'male', department: '信息技术部', position: '平台架构师' },
  { username: 'lisi', realName: '李四', sex: 'female', department: '人力资源部', position: '招聘专员' },
  { username: 'wangwu', realName: '王五', sex: 'male', department: '财务部', position: '财务经理' },
  { username: 'zhaoliu', realName: '赵六', sex: 'male', department: '行政部', position: '行政主管' },
  { username: 'chenjing', realName: '陈静', sex: 'female', department: '人力资源部', position: 'HRBP' },
  { username: 'liuyang', realName: '刘洋', sex: 'male', department: '信息技术部', position: '运维工程师' },
  { username: 'yangfan', realName: '杨帆', sex: 'male', department: '项目管理部', position: '项目经理' },
  { username: 'huangli', realName: '黄丽', sex: 'female', department: '品牌市场部', position: '品牌经理' },
  { username: 'zhoujie', realName: '周杰', sex: 'male', department: '供应链管理部', position: '采购专员' },
  { username: 'wuting', realName: '吴婷', sex: 'female', department: '财务部', position: '会计' },
  { username: 'xuming', realName: '徐明', sex: 'male', department: '研发中心', position: '前端工程师' },
  { username: 'sunli', realName: '孙莉', sex: 'female', department: '运营管理部', position: '运营专员' },
  { username: 'maqiang', realName: '马强', sex: 'male', department: '仓储物流部', position: '仓库主管' },
  { username: 'zhuxia', realName: '朱霞', sex: 'female', department: '行政部', position: '前台接待' },
  { username: 'huwei', realName: '胡伟', sex: 'male', department: '研发中心', position: '后端工程师' },
  { username: 'guoxin', realName: '郭鑫', sex: 'male', department: '信息技术部', position: '网络工程师' },
  { username: 'linna', realName: '林娜', sex: 'female', department: '品牌市场部', position: '新媒体运营' },
  { username: 'hejun', realName: '何军', sex: 'male', department: '总裁办', position: '总经理助理' },
  { username: 'gaoyan', realName: '高燕', sex: 'female', department: '人力资源部', position: '薪酬福利主管' },
  { username: 'luochao', realName: '罗超', sex: 'male', department: '项目管理部', position: 'PMO专员' },
  { username: 'zhengyu', realName: '郑宇', sex: 'male', department: '研发中心', position: '测试工程师' },
  { username: 'liangmei', realName: '梁梅', sex: 'female', department: '财务部', position: '出纳' },
  { username: 'songtao', realName: '宋涛', sex: 'male', department: '供应链管理部', position: '供应链经理' },
  { username: 'tangxue', realName: '唐雪', sex: 'female', department: '运营管理部', position: '客户成功经理' },
  { username: 'hanlei', realName: '韩磊', sex: 'male', department: '智慧园区事业部', position: '园区运营经理' },
  { username: 'fengqian', realName: '冯倩', sex: 'female', department: '法务合规部', position: '法务专员' },
  { username: 'dengkai', realName: '邓凯', sex: 'male', department: '信息技术部', position: '信息安全工程师' },
  { username: 'caolin', realName: '曹琳', sex: 'female', department: '研发中心', position: '产品经理' },
  { username: 'pengbo', realName: '彭博', sex: 'male', department: '数据中心', position: '数据分析师' },
  { username: 'zenghui', realName: '曾慧', sex: 'female', department: '行政部', position: '资产管理员' },
  { username: 'xiaofeng', realName: '肖峰', sex: 'male', department: '仓储物流部', position: '物流专员' },
  { username: 'tianmiao', realName: '田苗', sex: 'female', department: '品牌市场部', position: '活动策划' },
  { username: 'dongliang', realName: '董亮', sex: 'male', department: '总裁办', position: '副总经理' },
  { username: 'yuanyuan', realName: '袁媛', sex: 'female', department: '人力资源部', position: '培训专员' },
  { username: 'panwen', realName: '潘文', sex: 'male', department: '数据中心', position: '数据工程师' },
  { username: 'jiangnan', realName: '蒋楠', sex: 'female', department: '运营管理部', position: '运营总监' },
  { username: 'caiyong', realName: '蔡勇', sex: 'male', department: '智慧园区事业部', position: '物业工程师' },
  { username: 'yuqing', realName: '余晴', sex: 'female', department: '法务合规部', position: '合规经理' },
  { username: 'duhao', realName: '杜浩', sex: 'male', department: '研发中心', position: '技术总监' },
  { username: 'yeqiu', realName: '叶秋', sex: 'female', department: '财务部', position: '税务专员' },
];
