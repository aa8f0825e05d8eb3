import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signUserToken, verifyUserToken } from './signed-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ssoSecret: 'test-secret', mailSsoUrl: 'https://mail.example.com/sso', wikiUrl: 'https://wiki.example.com/' });
});
afterAll(async () => {
  await t.close();
});

describe('single sign-on links', () => {
  it('gives the caller a signed mailbox link naming them', async () => {
    const token = await t.login('zhangsan');
    const link = (await t.as(token, { method: 'GET', url: '/api/business-center/v1/email/mail/usersignurlbycode?userCode=zhangsan' })).json().data;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://mail.example.com/sso');
    expect(verifyUserToken('test-secret', url.searchParams.get('code') ?? '')).toBe('zhangsan');
    expect((await t.as(token, { method: 'GET', url: '/api/business-center/v1/email/mail/usersignurlbycode?userCode=lisi' })).statusCode).toBe(403);
  });

  it('gives a wiki login token and the wiki address', async () => {
    const token = await t.login('lisi');
    const data = (await t.as(token, { method: 'POST', url: '/api/wiki-index/developers-server/rest/user/req-gateway/code-login', payload: { userCode: 'lisi' } })).json().data;
    expect(data.url).toBe('https://wiki.example.com/');
    expect(verifyUserToken('test-secret', data.token)).toBe('lisi');
  });

  it('refuses forged and expired tokens', () => {
    const good = signUserToken('s', 'zhangsan', 60);
    expect(verifyUserToken('other', good)).toBeNull();
    expect(verifyUserToken('s', signUserToken('s', 'zhangsan', 60, Date.now() - 120_000))).toBeNull();
  });
});
