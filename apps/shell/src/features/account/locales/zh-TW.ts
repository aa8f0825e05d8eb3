import type source from './zh-CN.ts';

const messages: typeof source = {
  password: {
    title: '修改密碼',
    old: '舊密碼',
    new: '新密碼',
    again: '確認密碼',
    oldRequired: '請輸入舊密碼',
    newRequired: '請輸入密碼',
    rule: '密碼格式要求: 長度必須6位，包含大小寫和特殊符號',
    againRequired: '請輸入確認密碼',
    mismatch: '密碼不一致',
    hint: '6–16 位，須包含數字、字母和特殊符號',
    submit: '確認修改',
    success: '修改成功!',
    othersSignedOut: '其他裝置上的登入已登出。',
  },
};
export default messages;
