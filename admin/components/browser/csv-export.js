/*
 * "Export CSV" (admin/service-resource/list-tools.ts): a drawer over the list that keeps the list's query string,
 * says how many rows its filters match and downloads them as CSV (streamed by the server, any size); a hand-written
 * browser script of the components bundle (conventions: image-upload.js).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};

  /** The list's filters and sort from the page's query string; paging is not the export's business. */
  function listQuery() {
    var q = new URLSearchParams(window.location.search);
    ['page', 'perPage', 'refresh'].forEach(function (k) {
      q.delete(k);
    });
    return q;
  }

  /** "Created at from 2026-11-28", "Status: paid": the filters of the query, named by `label`. */
  function filterWords(q, label) {
    var out = [];
    q.forEach(function (value, key) {
      var m = /^filters\.([^~]+)(?:~~(from|to))?$/.exec(key);
      if (m) out.push(label(m[1]) + (m[2] ? ' ' + m[2] : ':') + ' ' + value);
    });
    return out;
  }

  function CsvExport(props) {
    var resource = props.resource;
    var query = listQuery();
    var search = query.toString();
    var api = window.BazaarPanel.paths.action(resource.id, 'exportCsv').replace('/resources/', '/api/resources/');
    var state = React.useState(/** @type {{ count?: number, error?: string } | null} */ (null));
    React.useEffect(
      function () {
        fetch(api + (search ? '?' + search : ''), { credentials: 'same-origin', headers: { Accept: 'application/json' } })
          .then(function (res) {
            return res.json().then(function (body) {
              if (!res.ok || !body || !body.data) throw new Error((body && body.notice && body.notice.message) || 'HTTP ' + res.status);
              state[1]({ count: body.data.count });
            });
          })
          .catch(function (e) {
            state[1]({ error: String((e && e.message) || e) });
          });
      },
      [search],
    );
    var csvQuery = new URLSearchParams(query);
    csvQuery.set('format', 'csv');
    var t = A.useTranslation ? A.useTranslation() : null;
    var words = filterWords(query, function (path) {
      var p = resource.properties && resource.properties[path];
      return p && t ? t.translateProperty(p.label, resource.id) : path;
    });
    var s = state[0];
    var count = s && s.count !== undefined ? s.count : null;
    return h(
      DS.Box || 'div',
      { 'data-testid': 'csv-export', variant: 'grey' },
      h(
        'p',
        { style: { marginBottom: '12px' } },
        words.length ? 'The rows of the list with its filters: ' + words.join(', ') + '.' : 'Every row of the list (no filter is set).',
      ),
      h(
        'p',
        { 'data-testid': 'csv-export-count', style: { marginBottom: '16px', fontWeight: 600 } },
        s && s.error ? 'Cannot count the rows: ' + s.error : count === null ? 'Counting…' : count + (count === 1 ? ' row' : ' rows'),
      ),
      h(
        'a',
        {
          href: api + '?' + csvQuery.toString(),
          download: '',
          'data-testid': 'csv-export-download',
          style: {
            display: 'inline-block',
            padding: '8px 16px',
            borderRadius: '4px',
            background: '#3040d6',
            color: '#fff',
            textDecoration: 'none',
            fontWeight: 600,
          },
        },
        'Download CSV',
      ),
      h(
        'p',
        { style: { marginTop: '16px', fontSize: '12px', color: '#8a929e' } },
        'Money in rupees, times in Kathmandu with the date; the rows are read as they stand when the download starts.',
      ),
    );
  }

  AdminJS.UserComponents.CsvExport = CsvExport;
})();
