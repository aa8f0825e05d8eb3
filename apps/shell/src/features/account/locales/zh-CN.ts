export default {
  password: {
    title: '修改密码',
    old: '旧密码',
    new: '新密码',
    again: '确认密码',
    oldRequired: '请输入旧密码',
    newRequired: '请输入密码',
    rule: '密码格式要求: 长度必须6位，包含大小写和特殊符号',
    againRequired: '请输入确认密码',
    mismatch: '密码不一致',
    hint: '6–16 位，须包含数字、字母和特殊符号',
    submit: '确认修改',
    success: '修改成功!',
    othersSignedOut: '其他设备上的登录已退出。',
  },
};
