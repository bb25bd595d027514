/*
 * The confirmation view of a service-backed record action (PanelRecordAction) or bulk action (PanelBulkAction),
 * as a hand-written browser script appended to the components bundle (conventions: image-upload.js).
 * It names the record(s) and runs the action with a POST only when its button is pressed: a GET of these
 * actions only reads (AdminJS calls a component-less action with a GET, which a link from another site could
 * trigger with the panel's SameSite=Lax cookie). Then it shows the answered notice and follows the answered
 * redirect (the refreshed list, or the record's page).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var Box = DS.DrawerContent || DS.Box || 'div';
  var Footer = DS.DrawerFooter || 'div';
  var Button = DS.Button || 'button';
  var Text = DS.Text || 'p';

  // react-router listens to popstate: a pushState followed by one moves the app without a page load
  function go(url) {
    var sep = url.indexOf('?') === -1 ? '?' : '&';
    window.history.pushState({}, '', url + sep + 'refresh=true');
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }

  /** @param {Array<{name: string, type: string, value?: unknown}>} fields */
  function initialValues(fields) {
    /** @type {Record<string, string>} */
    var v = {};
    fields.forEach(function (f) {
      v[f.name] = f.value === undefined || f.value === null ? (f.type === 'checkbox' ? 'false' : '') : String(f.value);
    });
    return v;
  }

  // one input of the action's form (core/panel/resource-spec.ts PanelActionField); values travel as text
  /**
   * @param {{name: string, label: string, type: string, options?: Array<{value: string, label: string}>, required?: boolean, help?: string}} f
   * @param {string} value
   * @param {(v: string) => void} set
   */
  function fieldInput(f, value, set) {
    var id = 'action-field-' + f.name;
    if (f.type === 'hidden') return h('input', { key: f.name, id: id, name: f.name, type: 'hidden', value: value });
    var common = { id: id, name: f.name, 'data-testid': id, style: { width: '100%', padding: '6px', marginTop: '4px' } };
    var input;
    if (f.type === 'textarea') {
      input = h('textarea', Object.assign({ rows: 3, value: value, onChange: (/** @type {any} */ e) => set(e.target.value) }, common));
    } else if (f.type === 'select') {
      input = h(
        'select',
        Object.assign({ value: value, onChange: (/** @type {any} */ e) => set(e.target.value) }, common),
        [h('option', { key: '', value: '' }, '')].concat(
          (f.options || []).map(function (o) {
            return h('option', { key: o.value, value: o.value }, o.label);
          }),
        ),
      );
    } else if (f.type === 'checkbox') {
      input = h('input', {
        id: id,
        name: f.name,
        'data-testid': id,
        type: 'checkbox',
        checked: value === 'true',
        onChange: (/** @type {any} */ e) => set(e.target.checked ? 'true' : 'false'),
      });
    } else {
      var type = f.type === 'number' ? 'number' : 'text';
      var placeholder = f.type === 'money' ? 'Rs' : undefined;
      input = h(
        'input',
        Object.assign({ type: type, value: value, placeholder: placeholder, onChange: (/** @type {any} */ e) => set(e.target.value) }, common),
      );
    }
    return h(
      'div',
      { key: f.name, style: { marginBottom: '12px' } },
      h('label', { htmlFor: id, style: { fontWeight: 600 } }, f.label + (f.required ? ' *' : '')),
      input,
      f.help ? h('div', { style: { fontSize: '12px', opacity: 0.7 } }, f.help) : null,
    );
  }

  function ActionConfirm(props) {
    var action = props.action;
    var resource = props.resource;
    var bulk = action.actionType === 'bulk' || !!props.records;
    var records = bulk ? props.records || [] : props.record ? [props.record] : [];
    var addNotice = A.useNotice ? A.useNotice() : function () {};
    var loading = React.useState(false);
    var fields = (!bulk && props.record && props.record.actionFields) || [];
    var values = React.useState(function () {
      return initialValues(fields);
    });
    if (!records.length) return h(Text, null, 'Select some records first.');
    var question =
      (action.custom && action.custom.confirm) || action.label + (bulk ? ': ' + records.length + (records.length === 1 ? ' record' : ' records') : '?');

    function run() {
      loading[1](true);
      var api = new A.ApiClient();
      var call = bulk
        ? api.bulkAction({
            resourceId: resource.id,
            actionName: action.name,
            recordIds: records.map(function (r) {
              return r.id;
            }),
            method: 'post',
            data: {},
          })
        : api.recordAction({ resourceId: resource.id, recordId: records[0].id, actionName: action.name, method: 'post', data: values[0] });
      call
        .then(function (res) {
          loading[1](false);
          if (res.data.notice) addNotice(res.data.notice);
          if (res.data.redirectUrl) go(res.data.redirectUrl);
        })
        .catch(function (e) {
          loading[1](false);
          addNotice({ message: (e && e.message) || 'The action failed', type: 'error' });
        });
    }

    var title = function (r) {
      return r.title || r.id;
    };
    return h(
      React.Fragment,
      null,
      h(
        Box,
        { 'data-testid': 'action-confirm' },
        h(Text, { mb: 'lg' }, question),
        fields.map(function (f) {
          return fieldInput(f, values[0][f.name], function (v) {
            values[1](function (prev) {
              var next = Object.assign({}, prev);
              next[f.name] = v;
              return next;
            });
          });
        }),
        h(
          'ul',
          null,
          records.map(function (r) {
            return h('li', { key: r.id }, title(r));
          }),
        ),
      ),
      h(
        Footer,
        null,
        h(
          Button,
          {
            variant: action.variant === 'danger' ? 'danger' : 'contained',
            size: 'lg',
            onClick: run,
            disabled: loading[0],
            'data-testid': 'action-confirm-run',
          },
          loading[0] ? 'Working...' : action.label,
        ),
      ),
    );
  }

  AdminJS.UserComponents.ActionConfirm = ActionConfirm;
})();
