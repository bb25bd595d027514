/*
 * A record's daily statistics (core/panel/daily-stats.ts), as a hand-written browser script appended to the
 * components bundle (conventions: image-upload.js). The admin picks a range of UTC dates (the server
 * defaults it and caps its length); the page reads the record view's action with `from`/`to` and shows one row
 * per date (impressions, clicks, CTR, a bar), then the totals. A refused range shows its message instead.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};
  var Button = DS.Button || 'button';

  function count(n) {
    return Number(n).toLocaleString('en-US');
  }
  function rate(ctr) {
    return ctr === null || ctr === undefined ? '-' : ctr.toFixed(1) + '%';
  }

  var CELL = { padding: '6px 10px', borderBottom: '1px solid #eceef1', textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
  var HEAD = Object.assign({}, CELL, { color: '#646d7a', fontWeight: 600, fontSize: '12px', borderBottom: '1px solid #c5cad2' });
  var INPUT = { padding: '6px 8px', border: '1px solid #c5cad2', borderRadius: '6px', font: 'inherit' };

  function query() {
    var out = {};
    var search = new URLSearchParams(window.location.search);
    ['from', 'to'].forEach(function (k) {
      if (search.get(k)) out[k] = search.get(k);
    });
    return out;
  }

  function DailyStats(props) {
    var resource = props.resource;
    var action = props.action;
    var record = props.record;
    var data = React.useState(/** @type {any} */ (null));
    var error = React.useState(/** @type {string | null} */ (null));
    var busy = React.useState(false);
    var from = React.useState('');
    var to = React.useState('');

    function load(range) {
      busy[1](true);
      return new A.ApiClient()
        .recordAction({ resourceId: resource.id, recordId: record.id, actionName: action.name, params: range })
        .then(function (res) {
          var d = res.data.data;
          var notice = res.data.notice;
          if (d && !d.error) {
            data[1](d);
            from[1](d.from);
            to[1](d.to);
          }
          error[1]((d && d.error) || (notice && notice.type === 'error' ? notice.message : null));
        })
        .catch(function (e) {
          error[1]((e && e.message) || 'The statistics could not be loaded');
        })
        .then(function () {
          busy[1](false);
        });
    }
    React.useEffect(
      function () {
        if (record) load(query());
      },
      [record && record.id],
    );

    var card = { background: '#fff', border: '1px solid #e3e6ea', borderRadius: '8px', padding: '16px', boxSizing: 'border-box', maxWidth: '100%' };
    var stats = data[0];
    var max = stats
      ? stats.days.reduce(function (m, d) {
          return Math.max(m, d.impressions);
        }, 0)
      : 0;

    function bar(d) {
      var w = max ? Math.max(1, Math.round((d.impressions / max) * 100)) : 0;
      var c = max ? Math.round((d.clicks / max) * 100) : 0;
      return h(
        'div',
        { 'aria-hidden': true, style: { position: 'relative', height: '10px', width: '100%', background: '#f3f5f8', borderRadius: '3px', overflow: 'hidden' } },
        d.impressions
          ? h('div', { 'data-testid': 'stats-bar', style: { position: 'absolute', left: 0, top: 0, bottom: 0, width: w + '%', background: '#97b7f4' } })
          : null,
        d.clicks ? h('div', { style: { position: 'absolute', left: 0, top: 0, bottom: 0, width: Math.min(c, 100) + '%', background: '#2c5cd6' } }) : null,
      );
    }

    function row(d) {
      return h(
        'tr',
        { key: d.date, 'data-testid': 'stats-row', 'data-date': d.date },
        h('td', { style: Object.assign({}, CELL, { textAlign: 'left' }) }, d.date),
        h('td', { style: CELL }, count(d.impressions)),
        h('td', { style: CELL }, count(d.clicks)),
        h('td', { style: CELL }, rate(d.ctr)),
        h('td', { style: Object.assign({}, CELL, { width: '40%' }) }, bar(d)),
      );
    }

    var TOTAL = Object.assign({}, CELL, { fontWeight: 600, borderBottom: 'none', borderTop: '1px solid #c5cad2' });
    return h(
      'div',
      { 'data-testid': 'daily-stats', style: card },
      record && record.title
        ? h('h2', { 'data-testid': 'stats-subject', style: { fontSize: '16px', fontWeight: 600, margin: '0 0 12px', overflowWrap: 'anywhere' } }, record.title)
        : null,
      h(
        'form',
        {
          style: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap', marginBottom: '12px' },
          onSubmit: function (e) {
            e.preventDefault();
            load({ from: from[0], to: to[0] });
          },
        },
        h(
          'label',
          { style: { fontSize: '13px', color: '#454c57' } },
          'From ',
          h('input', {
            type: 'date',
            'data-testid': 'stats-from',
            value: from[0],
            onChange: function (e) {
              from[1](e.target.value);
            },
            style: INPUT,
          }),
        ),
        h(
          'label',
          { style: { fontSize: '13px', color: '#454c57' } },
          'To ',
          h('input', {
            type: 'date',
            'data-testid': 'stats-to',
            value: to[0],
            onChange: function (e) {
              to[1](e.target.value);
            },
            style: INPUT,
          }),
        ),
        h(Button, { size: 'sm', variant: 'contained', type: 'submit', disabled: busy[0], 'data-testid': 'stats-show' }, 'Show'),
        h('span', { style: { color: '#646d7a', fontSize: '12px' } }, 'UTC dates, at most ' + ((stats && stats.maxDays) || 90) + ' days'),
      ),
      error[0] ? h('p', { role: 'alert', 'data-testid': 'stats-error', style: { color: '#a3161b', margin: '0 0 12px' } }, error[0]) : null,
      !stats
        ? error[0]
          ? null
          : h('p', null, 'Loading...')
        : h(
            'div',
            { style: { overflowX: 'auto', maxWidth: '100%' } },
            h(
              'table',
              { 'data-testid': 'stats-table', style: { borderCollapse: 'collapse', width: '100%', fontSize: '14px' } },
              h(
                'thead',
                null,
                h(
                  'tr',
                  null,
                  h('th', { style: Object.assign({}, HEAD, { textAlign: 'left' }) }, 'Date'),
                  h('th', { style: HEAD }, 'Impressions'),
                  h('th', { style: HEAD }, 'Clicks'),
                  h('th', { style: HEAD }, 'CTR'),
                  h('th', { style: HEAD, 'aria-label': 'Impressions (light) and clicks (dark) as bars' }),
                ),
              ),
              h('tbody', null, stats.days.map(row)),
              h(
                'tfoot',
                null,
                h(
                  'tr',
                  { 'data-testid': 'stats-total' },
                  h('td', { style: Object.assign({}, TOTAL, { textAlign: 'left' }) }, 'Total'),
                  h('td', { style: TOTAL }, count(stats.totals.impressions)),
                  h('td', { style: TOTAL }, count(stats.totals.clicks)),
                  h('td', { style: TOTAL }, rate(stats.totals.ctr)),
                  h('td', { style: TOTAL }, ''),
                ),
              ),
            ),
          ),
    );
  }

  AdminJS.UserComponents.DailyStats = DailyStats;
})();
