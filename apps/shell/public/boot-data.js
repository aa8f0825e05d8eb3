/*
 * Starts the reads the first content waits for — the signed-in user and, on the home page, its
 * layout — while the app's code is still downloading, so no API call waits behind the JS.
 * Loaded from index.html's head beside boot-theme.js, as a plain script that runs on arrival
 * (external: the Content-Security-Policy forbids inline script). The shell's http client takes each answer once (src/shared/http/boot-answers.ts)
 * when it asks the same path with the same token and tenant; otherwise it asks again itself.
 * Mirrors getToken/storedTenantId of src/shared/session/credentials.ts; a test keeps them in step.
 */
(function () {
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var token = read('Access-Token') || read('TOKEN_KEY');
  if (!token || window.location.href.indexOf('SESSION') >= 0 || typeof window.fetch !== 'function') return;
  var tenant = (/^\d+/.exec(read('tenantId') || '10001') || [''])[0];
  var answers = {};
  function ask(url) {
    var requestId = window.crypto && window.crypto.randomUUID ? window.crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2);
    var headers = { Authorization: 'Bearer ' + token, 'X-Request-Id': requestId };
    if (tenant) headers.tenantId = tenant;
    var response = window.fetch(url, { headers: headers, credentials: 'include' });
    response.catch(function () {});
    answers[url] = { requestId: requestId, authorization: headers.Authorization, tenant: tenant, at: Date.now(), response: response };
  }
  ask('/api/wutong-idaas-account/current');
  if (/^\/pba\/(home\/index\/?)?$/.test(window.location.pathname)) ask('/api/user-end/v1/userprefer/home-layout');
  window.__portalBoot = answers;
})();
