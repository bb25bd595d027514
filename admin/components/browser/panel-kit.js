/*
 * Helpers the panel's other browser scripts share, as window.BazaarPanel (the first script of the components
 * bundle; conventions: image-upload.js). Nothing here touches the page when the script loads.
 * - go(url): moves the single-page app to a panel URL without a page load (react-router listens to popstate)
 * - Link: an <a> that does the same on a plain click
 * - Badge: an enum value as a coloured label (tones: core/panel/labels.ts)
 * - paths: the panel's root path and resource URLs
 * - uploadImage(file, uploadType): the media library's upload action; resolves the stored record's params
 */
(function () {
  var React = window.React;
  var h = React.createElement;

  var TONES = {
    green: { background: '#dcf5e3', color: '#11612c', border: '#8fd3a4' },
    red: { background: '#fde2e1', color: '#a3161b', border: '#f1a09c' },
    blue: { background: '#dfeafe', color: '#1747a6', border: '#97b7f4' },
    amber: { background: '#fdf0d5', color: '#8a5300', border: '#f0c76e' },
    grey: { background: '#eceef1', color: '#454c57', border: '#c5cad2' },
  };

  function rootPath() {
    var state = window.REDUX_STATE || {};
    return ((state.paths && state.paths.rootPath) || '/admin').replace(/\/+$/, '');
  }

  var paths = {
    root: rootPath,
    resource: function (id) {
      return rootPath() + '/resources/' + encodeURIComponent(id);
    },
    record: function (id, recordId, action) {
      return rootPath() + '/resources/' + encodeURIComponent(id) + '/records/' + encodeURIComponent(recordId) + '/' + (action || 'show');
    },
    action: function (id, action) {
      return rootPath() + '/resources/' + encodeURIComponent(id) + '/actions/' + encodeURIComponent(action);
    },
  };

  function go(url) {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }

  function Link(props) {
    var rest = {};
    for (var k in props) if (k !== 'children' && k !== 'href') rest[k] = props[k];
    rest.href = props.href;
    rest.onClick = function (event) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(props.href);
    };
    rest.style = Object.assign({ color: 'inherit', textDecoration: 'none' }, props.style || {});
    return h('a', rest, props.children);
  }

  function Badge(props) {
    var tone = TONES[props.tone] || TONES.grey;
    return h(
      'span',
      {
        'data-testid': props.testId || 'enum-badge',
        'data-tone': props.tone || 'grey',
        'data-value': props.value,
        style: {
          display: 'inline-block',
          padding: '2px 8px',
          borderRadius: '10px',
          fontSize: '12px',
          lineHeight: '16px',
          fontWeight: 500,
          whiteSpace: 'nowrap',
          background: tone.background,
          color: tone.color,
          border: '1px solid ' + tone.border,
        },
      },
      props.children,
    );
  }

  // the upload action answers 200 with errors on the record (validation, service) or a notice (permissions)
  function uploadError(body, status) {
    var errors = body && body.record && body.record.errors;
    if (errors) for (var key in errors) if (errors[key] && errors[key].message) return errors[key].message;
    if (body && body.notice && body.notice.type === 'error' && body.notice.message) return body.notice.message;
    return 'The upload failed (HTTP ' + status + ')';
  }

  function uploadImage(file, uploadType) {
    var form = new FormData();
    form.append('file', file, file.name);
    form.append('uploadType', uploadType || 'landing');
    form.append('optimize', 'true');
    return fetch(paths.action('Media', 'new').replace('/resources/', '/api/resources/'), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
      .then(function (res) {
        return res.json().then(
          function (body) {
            return { res: res, body: body };
          },
          function () {
            return { res: res, body: null };
          },
        );
      })
      .then(function (r) {
        var ok = r.res.ok && r.body && r.body.notice && r.body.notice.type === 'success' && r.body.record;
        if (!ok) throw new Error(uploadError(r.body, r.res.status));
        return r.body.record.params;
      });
  }

  window.BazaarPanel = { go: go, Link: Link, Badge: Badge, TONES: TONES, paths: paths, uploadImage: uploadImage };
})();
