/*
 * The panel's sign-in page (overrides AdminJS's Login, which carries AdminJS's welcome text and artwork), as a
 * hand-written browser script appended to the components bundle (conventions: image-upload.js). A plain
 * form POSTed to the login path (admin/panel.ts checks origin, rate limit and lockout; AdminJS signs in);
 * the answered error key (invalidCredentials, tooManyRequests) is shown translated.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var Input = DS.Input || 'input';
  var Label = DS.Label || 'label';
  var Button = DS.Button || 'button';
  var MessageBox = DS.MessageBox;

  function BazaarLogin(own) {
    // the page sets its props (action, errorMessage) after the bundles load: read at render, as AdminJS's Login does
    var props = Object.assign({}, window.__APP_STATE__ || {}, own);
    var t = A.useTranslation ? A.useTranslation() : null;
    var state = window.REDUX_STATE || {};
    var branding = state.branding || {};
    var message = props.errorMessage;
    var text = message ? (message.split(' ').length > 1 || !t ? message : t.translateMessage(message)) : null;
    var field = { display: 'block', marginBottom: '16px' };
    return h(
      'div',
      {
        'data-testid': 'bazaar-login',
        style: {
          fontFamily: 'inherit',
          minHeight: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f3f5f8',
          padding: '24px',
          boxSizing: 'border-box',
        },
      },
      h(
        'form',
        {
          action: props.action,
          method: 'POST',
          'data-testid': 'bazaar-login-form',
          style: {
            width: '100%',
            maxWidth: '380px',
            background: '#fff',
            border: '1px solid #e3e6ea',
            borderRadius: '10px',
            padding: '32px',
            boxSizing: 'border-box',
            boxShadow: '0 4px 18px rgba(28,36,48,0.06)',
          },
        },
        h(
          'div',
          { style: { display: 'flex', justifyContent: 'center', marginBottom: '8px' } },
          branding.logo
            ? h('img', { src: branding.logo, alt: branding.companyName || 'Bazaar', 'data-testid': 'bazaar-login-logo', style: { height: '36px' } })
            : h('strong', null, branding.companyName || 'Bazaar'),
        ),
        h('p', { style: { textAlign: 'center', color: '#646d7a', fontSize: '14px', margin: '0 0 24px' } }, 'Sign in to manage the shop'),
        text
          ? MessageBox
            ? h(MessageBox, { my: 'lg', message: text, variant: 'danger', 'data-testid': 'bazaar-login-error' })
            : h('p', { role: 'alert', 'data-testid': 'bazaar-login-error' }, text)
          : null,
        h(
          'div',
          { style: field },
          h(Label, { htmlFor: 'bazaar-email', required: true }, 'Email'),
          h(Input, {
            id: 'bazaar-email',
            name: 'email',
            type: 'email',
            autoComplete: 'username',
            width: '100%',
            style: { width: '100%', boxSizing: 'border-box' },
          }),
        ),
        h(
          'div',
          { style: field },
          h(Label, { htmlFor: 'bazaar-password', required: true }, 'Password'),
          h(Input, {
            id: 'bazaar-password',
            name: 'password',
            type: 'password',
            autoComplete: 'current-password',
            style: { width: '100%', boxSizing: 'border-box' },
          }),
        ),
        h(Button, { variant: 'contained', type: 'submit', style: { width: '100%', marginTop: '8px' } }, 'Sign in'),
      ),
    );
  }

  AdminJS.UserComponents.Login = BazaarLogin;
})();
