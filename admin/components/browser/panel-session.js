/*
 * The panel's side of the CSRF defence (admin/same-origin-writes.ts), as a hand-written browser script appended
 * to the components bundle (conventions: image-upload.js).
 * - Every same-origin XHR (AdminJS's ApiClient uses axios, which uses XHR) and fetch whose method is not a read
 *   carries the page's token (meta bazaar-csrf-token) in X-CSRF-Token.
 * - The signed-in menu (AdminJS's LoggedIn, overridden) signs out with a POST instead of following a link.
 * On the login page there is no token: nothing is patched.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var doc = window.document;
  var meta = doc && doc.querySelector ? doc.querySelector('meta[name="bazaar-csrf-token"]') : null;
  var token = meta ? meta.getAttribute('content') : null;
  var HEADER = 'X-CSRF-Token';

  function sameOrigin(url) {
    try {
      return new URL(String(url), window.location.href).origin === window.location.origin;
    } catch (e) {
      return false;
    }
  }
  function writes(method) {
    return !/^(GET|HEAD|OPTIONS)$/i.test(method || 'GET');
  }

  if (token) {
    var open = XMLHttpRequest.prototype.open;
    var send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (method, url) {
      this.__bazaarCsrf = writes(method) && sameOrigin(url);
      return open.apply(this, /** @type {any} */ (arguments));
    };
    XMLHttpRequest.prototype.send = function () {
      if (this.__bazaarCsrf) this.setRequestHeader(HEADER, /** @type {string} */ (token));
      return send.apply(this, /** @type {any} */ (arguments));
    };
    var originalFetch = window.fetch;
    window.fetch = function (input, init) {
      var isRequest = typeof Request !== 'undefined' && input instanceof Request;
      var method = (init && init.method) || (isRequest ? /** @type {Request} */ (input).method : 'GET');
      var url = isRequest ? /** @type {Request} */ (input).url : input;
      if (writes(method) && sameOrigin(url)) {
        var headers = new Headers((init && init.headers) || (isRequest ? /** @type {Request} */ (input).headers : undefined));
        headers.set(HEADER, /** @type {string} */ (token));
        init = Object.assign({}, init, { headers: headers });
      }
      return originalFetch.call(this, input, init);
    };
  }

  function signOut(paths) {
    var toLogin = function () {
      window.location.href = paths.loginPath;
    };
    window.fetch(paths.logoutPath, { method: 'POST', credentials: 'same-origin' }).then(toLogin, toLogin);
  }

  function LoggedIn(props) {
    var session = props.session || {};
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateButton('logout') : 'Log out';
    var dropActions = [
      {
        label: label,
        icon: 'LogOut',
        onClick: function (event) {
          event.preventDefault();
          signOut(props.paths);
        },
      },
    ];
    return h(
      DS.Box || 'div',
      { flexShrink: 0, 'data-css': 'logged-in' },
      h(DS.CurrentUserNav, { name: session.email, title: session.title, avatarUrl: session.avatarUrl, dropActions: dropActions }),
    );
  }

  AdminJS.UserComponents.LoggedIn = LoggedIn;
})();
