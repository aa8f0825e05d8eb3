import antd from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';

/** antd's and dayjs's locale for the source language, shipped with the shell. */
export default { antd, dayjs: 'zh-cn' };
