/**
 * `@rc-component/form` as the shell's bundle sees it (vite.config.ts aliases the package's name
 * here). Its index assigns the form's parts to the form at module level, so a bundle that needs
 * only `FormProvider` (antd's ConfigProvider, in the first paint) kept the whole library. From
 * here, `FormProvider` comes from its own module, and the rest only where a page uses a form.
 */
export { FormProvider } from '@rc-component/form/es/FormContext.js';
export { default, Field, FieldContext, List, ListContext, useForm, useWatch } from '@rc-component/form/es/index.js';
