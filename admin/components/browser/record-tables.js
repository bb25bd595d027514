/*
 * Tables on a record's page (core/panel/record-tables.ts): a record's lines, its timeline, or what other areas show
 * on it (a customer's orders, addresses, cart, sign-in sessions), worded by the server (money in rupees, times in
 * Kathmandu) with links to the records they name; a hand-written browser script of the components bundle
 * (conventions: image-upload.js).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};

  var cellStyle = { padding: '6px 10px', borderBottom: '1px solid #e3e6ea', textAlign: 'left', verticalAlign: 'top' };
  var headStyle = Object.assign({}, cellStyle, { fontSize: '12px', fontWeight: 600, color: '#6c7480', whiteSpace: 'nowrap' });

  /** @param {string} text */
  function parsed(text) {
    try {
      var v = JSON.parse(text);
      return Array.isArray(v) ? v : [];
    } catch (e) {
      return [];
    }
  }

  function cell(c, kind, key) {
    var style = Object.assign({}, cellStyle, kind === 'money' || kind === 'number' ? { textAlign: 'right', whiteSpace: 'nowrap' } : {});
    if (kind === 'time') style.whiteSpace = 'nowrap';
    if (kind === 'image') {
      style.width = '48px';
      var img = c
        ? h('img', {
            src: c,
            alt: '',
            width: 40,
            height: 40,
            loading: 'lazy',
            style: { objectFit: 'cover', borderRadius: '4px', display: 'block' },
            'data-testid': 'record-thumbnail',
          })
        : null;
      return h('td', { key: key, style: style }, img);
    }
    var body =
      c && typeof c === 'object'
        ? h(
            window.BazaarPanel.Link,
            { href: window.BazaarPanel.paths.record(c.resource, c.id), style: { color: '#3040d6', textDecoration: 'underline' }, 'data-testid': 'record-link' },
            c.text,
          )
        : c;
    return h('td', { key: key, style: style }, body);
  }

  /** a link under the table: to a record (`id`), else to the resource's list with `filters` */
  function moreLink(more) {
    var q = new URLSearchParams();
    Object.keys(more.filters || {}).forEach(function (k) {
      q.set('filters.' + k, more.filters[k]);
    });
    var paths = window.BazaarPanel.paths;
    var href = more.id ? paths.record(more.resource, more.id) : paths.resource(more.resource) + '?' + q.toString();
    return h(
      'div',
      { style: { marginTop: '6px' } },
      h(window.BazaarPanel.Link, { href: href, style: { color: '#3040d6' }, 'data-testid': 'record-table-more' }, more.label),
    );
  }

  function table(section, i) {
    var rows = section.rows || [];
    return h(
      'div',
      { key: i, 'data-testid': 'record-table', 'data-title': section.title || '', style: { marginBottom: '20px', overflowX: 'auto' } },
      section.title ? h('div', { style: { fontWeight: 600, fontSize: '14px', margin: '4px 0 6px' } }, section.title) : null,
      rows.length
        ? h(
            'table',
            { style: { borderCollapse: 'collapse', width: '100%', fontSize: '13px' } },
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                section.columns.map(function (c, j) {
                  return h(
                    'th',
                    { key: j, style: Object.assign({}, headStyle, c.kind === 'money' || c.kind === 'number' ? { textAlign: 'right' } : {}) },
                    c.label,
                  );
                }),
              ),
            ),
            h(
              'tbody',
              null,
              rows.map(function (r, k) {
                return h(
                  'tr',
                  { key: k },
                  r.map(function (c, j) {
                    return cell(c, section.columns[j] && section.columns[j].kind, j);
                  }),
                );
              }),
            ),
          )
        : h('div', { style: { color: '#8a929e', fontSize: '13px' } }, section.empty || 'None'),
      section.more ? moreLink(section.more) : null,
    );
  }

  function RecordTables(props) {
    var property = props.property;
    var params = (props.record && props.record.params) || {};
    var sections = parsed(params[property.path]);
    var body = h('div', { 'data-testid': 'record-tables-' + property.path }, sections.map(table));
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateProperty(property.label, property.resourceId) : property.label;
    return DS.ValueGroup ? h(DS.ValueGroup, { label: label }, body) : h('div', null, h('label', null, label), body);
  }

  AdminJS.UserComponents.RecordTables = RecordTables;
})();
