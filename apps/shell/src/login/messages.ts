import type { Language } from '../shared/i18n/types.ts';

/** The login page's words in the four languages (zh-CN is the source). */
const zhCN = {
  pageTitle: '登录 · 协同办公平台',
  brandTitle: '协同办公平台',
  brandSlogan: '连接每一位同事，汇聚每一个系统',
  title: '账号登录',
  username: '账号',
  password: '密码',
  submit: '登录',
  submitting: '登录中…',
  required: '请输入账号和密码',
  failed: '账号或密码错误',
  network: '网络连接失败，请稍后重试',
};

export type LoginMessages = typeof zhCN;

export const LOGIN_MESSAGES: Record<Language, LoginMessages> = {
  'zh-CN': zhCN,
  'zh-TW': {
    pageTitle: '登入 · 協同辦公平台',
    brandTitle: '協同辦公平台',
    brandSlogan: '連接每一位同事，匯聚每一個系統',
    title: '帳號登入',
    username: '帳號',
    password: '密碼',
    submit: '登入',
    submitting: '登入中…',
    required: '請輸入帳號和密碼',
    failed: '帳號或密碼錯誤',
    network: '網路連線失敗，請稍後重試',
  },
  'en-US': {
    pageTitle: 'Sign in · Collaborative Office Platform',
    brandTitle: 'Collaborative Office Platform',
    brandSlogan: 'Every colleague and every system, in one place',
    title: 'Sign in',
    username: 'Account',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    required: 'Enter your account and password',
    failed: 'Incorrect account or password',
    network: 'Network error. Please try again',
  },
  'pt-BR': {
    pageTitle: 'Entrar · Plataforma de Escritório Colaborativo',
    brandTitle: 'Plataforma de Escritório Colaborativo',
    brandSlogan: 'Todos os colegas e todos os sistemas em um só lugar',
    title: 'Entrar',
    username: 'Conta',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    required: 'Informe sua conta e senha',
    failed: 'Conta ou senha incorretas',
    network: 'Falha de rede. Tente novamente',
  },
};
