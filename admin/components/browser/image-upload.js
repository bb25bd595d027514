/*
 * The image upload field, as the browser script the panel appends to its components bundle.
 * Hand-written plain JavaScript (React.createElement, no JSX, no imports) so that no bundler runs at
 * start-up; it uses the globals the AdminJS frontend sets: React, AdminJS (PropertyLabel, useTranslation)
 * and AdminJSDesignSystem. AdminJS finds it as AdminJS.UserComponents.ImageUpload for properties whose
 * `components.edit/show/list` name it (see core/panel/image-field.ts).
 *
 * Edit: the current value as text (a URL can still be typed or cleared), a preview when the value is
 * displayable, and a file input that POSTs the file to the media library's upload action
 * (multipart `file`, `uploadType`, `optimize`) with the panel session cookie, then sets the property to
 * the answered `url` or `relativePath` (custom.imageUpload.store). Upload errors show the API's message.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var FormGroup = DS.FormGroup || 'div';
  var FormMessage = DS.FormMessage || 'div';
  var ValueGroup = DS.ValueGroup;
  var TextInput = DS.Input || 'input';
  var Box = DS.Box || 'div';
  var Text = DS.Text || 'span';

  function settings(property) {
    var c = (property.custom && property.custom.imageUpload) || {};
    return { uploadType: c.uploadType || 'landing', store: c.store || 'url' };
  }

  // what an <img> can show: an absolute http(s) URL or a site-relative path (never //host)
  function displayable(value) {
    return typeof value === 'string' && (/^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value));
  }

  function uploadUrl() {
    var state = window.REDUX_STATE || {};
    var root = (state.paths && state.paths.rootPath) || '/admin';
    return root.replace(/\/+$/, '') + '/api/resources/Media/actions/new';
  }

  function useLabel(property) {
    var t = A.useTranslation ? A.useTranslation() : null;
    return t ? t.translateProperty(property.label, property.resourceId) : property.label;
  }

  // the action answers 200 with errors on the record (validation, service) or a notice (permissions)
  function uploadError(body, status) {
    var errors = body && body.record && body.record.errors;
    if (errors) {
      for (var key in errors) if (errors[key] && errors[key].message) return errors[key].message;
    }
    if (body && body.notice && body.notice.type === 'error' && body.notice.message) return body.notice.message;
    if (body && body.record && body.record.baseError && body.record.baseError.message) return body.record.baseError.message;
    return 'The upload failed (HTTP ' + status + ')';
  }

  function Preview(props) {
    var broken = React.useState(false);
    if (!displayable(props.value) || broken[0]) return null;
    return h('img', {
      src: props.value,
      alt: 'Preview',
      'data-testid': 'image-upload-preview',
      style: { display: 'block', maxWidth: props.small ? '64px' : '320px', maxHeight: props.small ? '40px' : '200px', marginTop: '8px', objectFit: 'contain' },
      onError: function () {
        broken[1](true);
      },
    });
  }

  function Edit(props) {
    var property = props.property;
    var record = props.record || {};
    var params = record.params || {};
    var value = params[property.path] == null ? '' : String(params[property.path]);
    var opts = settings(property);
    var busy = React.useState(false);
    var error = React.useState(/** @type {string | null} */ (null));
    var status = React.useState(/** @type {string | null} */ (null));
    var serverError = record.errors && record.errors[property.path];
    var Label = A.PropertyLabel;

    function upload(event) {
      var input = event.target;
      var file = input.files && input.files[0];
      if (!file) return;
      var form = new FormData();
      form.append('file', file, file.name);
      form.append('uploadType', opts.uploadType);
      form.append('optimize', 'true');
      busy[1](true);
      error[1](null);
      status[1](null);
      fetch(uploadUrl(), { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } })
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
          var saved = r.res.ok && r.body && r.body.notice && r.body.notice.type === 'success' && r.body.record ? r.body.record.params : null;
          var stored = saved ? saved[opts.store] : null;
          if (!saved) throw new Error(uploadError(r.body, r.res.status));
          if (!stored) throw new Error('The uploaded file has no ' + (opts.store === 'url' ? 'public URL' : 'path') + ' to store');
          props.onChange(property.path, stored);
          status[1]('Uploaded ' + (saved.originalName || file.name));
        })
        .catch(function (e) {
          error[1](e && e.message ? e.message : 'The upload failed');
        })
        .then(function () {
          busy[1](false);
          input.value = '';
        });
    }

    var message = error[0] || (serverError && serverError.message) || null;
    return h(
      FormGroup,
      { error: !!message },
      Label ? h(Label, { property: property }) : h('label', null, property.label),
      h(TextInput, {
        id: property.path,
        name: property.path,
        value: value,
        disabled: property.isDisabled,
        onChange: function (e) {
          props.onChange(property.path, e.target.value);
        },
      }),
      h(
        Box,
        { mt: 'default' },
        h('input', { type: 'file', accept: 'image/*', disabled: busy[0] || property.isDisabled, onChange: upload, 'data-testid': 'image-upload-file' }),
        busy[0] ? h(Text, { 'data-testid': 'image-upload-busy' }, 'Uploading...') : null,
        !busy[0] && status[0] ? h(Text, { 'data-testid': 'image-upload-done' }, status[0]) : null,
      ),
      h(Preview, { key: value, value: value }),
      h(FormMessage, { 'data-testid': 'image-upload-error' }, message),
    );
  }

  function Show(props) {
    var property = props.property;
    var params = (props.record && props.record.params) || {};
    var value = params[property.path] == null ? '' : String(params[property.path]);
    var label = useLabel(property);
    if (props.where === 'list') return value ? h(Preview, { key: value, value: value, small: true }) : null;
    var body = h('div', null, h(Text, null, value || '-'), h(Preview, { key: value, value: value }));
    return ValueGroup ? h(ValueGroup, { label: label }, body) : h('div', null, h('label', null, label), body);
  }

  function ImageUpload(props) {
    return props.where === 'edit' ? h(Edit, props) : h(Show, props);
  }

  AdminJS.UserComponents.ImageUpload = ImageUpload;
})();
