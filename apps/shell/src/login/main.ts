import Cookies from 'js-cookie';
import md5 from 'md5';
import { HOME_PATH, PATHS, API_BASE, type ApiError, type ApiResult, type LoginData } from '@portal/contracts';
import { storedLanguage } from '../shared/i18n/stored-language.ts';
import { isLanguage, type Language } from '../shared/i18n/types.ts';
import { safeRedirect, storeLogin } from '../shared/session/credentials.ts';
import { COOKIE_NAMES, SETTING_KEYS } from '../shared/storage-keys.ts';
import { LOGIN_MESSAGES, type LoginMessages } from './messages.ts';
import './login.css';

const form = document.getElementById('login-form') as HTMLFormElement;
const username = document.getElementById('username') as HTMLInputElement;
const password = document.getElementById('password') as HTMLInputElement;
const errorBox = document.getElementById('login-error') as HTMLParagraphElement;
const submit = document.getElementById('login-submit') as HTMLButtonElement;
const languageSelect = document.getElementById('login-lang') as HTMLSelectElement;

let language: Language = storedLanguage();
let words: LoginMessages = LOGIN_MESSAGES[language];

function render() {
  words = LOGIN_MESSAGES[language];
  document.documentElement.lang = language;
  document.title = words.pageTitle;
  document.querySelectorAll<HTMLElement>('[data-i18n]').forEach((element) => {
    const key = element.dataset.i18n as keyof LoginMessages;
    if (key in words) element.textContent = words[key];
  });
  languageSelect.value = language;
}

function showError(text: string) {
  errorBox.textContent = text;
  errorBox.hidden = false;
}

languageSelect.addEventListener('change', () => {
  if (!isLanguage(languageSelect.value)) return;
  language = languageSelect.value;
  localStorage.setItem(SETTING_KEYS.appLanguage, language);
  Cookies.set(COOKIE_NAMES.lang, language, { path: '/', sameSite: 'lax', expires: 365 });
  render();
});

async function signIn(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  errorBox.hidden = true;
  const account = username.value.trim();
  if (!account || !password.value) {
    showError(words.required);
    return;
  }
  submit.disabled = true;
  submit.textContent = words.submitting;
  try {
    const response = await fetch(`${API_BASE}${PATHS.login}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account, password: md5(password.value) }),
    });
    const body = (await response.json()) as ApiResult<LoginData> | ApiError;
    if (!response.ok || !('data' in body)) {
      showError(response.status === 401 ? words.failed : body.msg || words.failed);
      password.select();
      return;
    }
    storeLogin(body.data);
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    window.location.replace(safeRedirect(redirect, HOME_PATH));
  } catch {
    showError(words.network);
  } finally {
    submit.disabled = false;
    submit.textContent = words.submit;
  }
}
form.addEventListener('submit', (event) => void signIn(event));

render();
username.focus();
