/*
 * The panel's home page (AdminJS `dashboard.component`), as a hand-written browser script appended to the
 * components bundle (conventions: image-upload.js; helpers: panel-kit.js). It loads its data
 * from GET <root>/api/dashboard (admin/dashboard.ts) and shows: the counts of the enabled areas, recent
 * activity, what is in progress (jobs, undelivered events for superadmins) and shortcuts.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var A = window.AdminJS || {};

  var CARD = { background: '#fff', border: '1px solid #e3e6ea', borderRadius: '8px', boxSizing: 'border-box' };
  var H2 = { fontSize: '16px', fontWeight: 600, margin: '0 0 12px', color: '#1c2430' };
  var MUTED = { color: '#646d7a', fontSize: '13px' };

  function ago(iso) {
    var s = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000));
    if (s < 60) return 'just now';
    if (s < 3600) return Math.floor(s / 60) + ' min ago';
    if (s < 86400) return Math.floor(s / 3600) + ' h ago';
    return new Date(iso).toLocaleDateString();
  }

  function Count(props) {
    var Link = window.BazaarPanel.Link;
    var c = props.count;
    return h(
      Link,
      { href: c.href, 'data-testid': 'dashboard-count', style: Object.assign({}, CARD, { display: 'block', padding: '16px 18px', minWidth: 0 }) },
      h(
        'div',
        { 'data-testid': 'dashboard-count-value', style: { fontSize: '28px', fontWeight: 600, color: '#1c2430', lineHeight: '34px' } },
        c.value === null ? '-' : String(c.value),
      ),
      h(
        'div',
        {
          'data-testid': 'dashboard-count-label',
          style: Object.assign({}, MUTED, { marginTop: '4px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
        },
        c.label,
      ),
    );
  }

  function Activity(props) {
    var Link = window.BazaarPanel.Link;
    var rows = props.activity;
    return h(
      'section',
      { 'data-testid': 'dashboard-activity', style: Object.assign({}, CARD, { padding: '18px', minWidth: 0 }) },
      h('h2', { style: H2 }, 'Recent activity'),
      rows.length === 0
        ? h('p', { style: MUTED }, 'Nothing has changed yet.')
        : h(
            'ul',
            { style: { listStyle: 'none', margin: 0, padding: 0 } },
            rows.map(function (r, i) {
              var what = r.href ? h(Link, { href: r.href, style: { color: '#2c5cd6', fontWeight: 500 } }, r.title) : h('span', null, r.title);
              return h(
                'li',
                {
                  key: i,
                  'data-testid': 'dashboard-activity-item',
                  style: { padding: '8px 0', borderTop: i ? '1px solid #eef0f3' : 'none', display: 'flex', justifyContent: 'space-between', gap: '12px' },
                },
                h(
                  'span',
                  { style: { minWidth: 0, overflowWrap: 'anywhere', fontSize: '14px', lineHeight: '20px' } },
                  r.who + ' ' + r.action + ' ' + r.noun + ' ',
                  what,
                ),
                h('span', { style: Object.assign({}, MUTED, { whiteSpace: 'nowrap' }) }, ago(r.at)),
              );
            }),
          ),
    );
  }

  function Lists(props) {
    var P = window.BazaarPanel;
    var data = props.data;
    var blocks = data.lists.map(function (l, i) {
      return h(
        'div',
        { key: i, 'data-testid': 'dashboard-list', style: { marginTop: i ? '14px' : 0 } },
        h(P.Link, { href: l.href, style: { fontWeight: 600, fontSize: '14px', color: '#1c2430' } }, l.title),
        l.items.length === 0
          ? h('p', { style: Object.assign({}, MUTED, { marginTop: '6px' }) }, l.empty)
          : h(
              'ul',
              { style: { listStyle: 'none', margin: '6px 0 0', padding: 0 } },
              l.items.map(function (it, j) {
                return h(
                  'li',
                  { key: j, 'data-testid': 'dashboard-list-item', style: { padding: '6px 0', fontSize: '14px', lineHeight: '20px' } },
                  h(
                    'div',
                    { style: { display: 'flex', alignItems: 'flex-start', gap: '8px' } },
                    it.status ? h(P.Badge, { tone: it.tone, value: it.status }, it.statusLabel) : null,
                    h(P.Link, { href: it.href, style: { minWidth: 0, overflowWrap: 'anywhere' } }, it.title),
                  ),
                  it.detail ? h('div', { style: Object.assign({}, MUTED, { marginTop: '2px' }) }, it.detail) : null,
                );
              }),
            ),
      );
    });
    if (data.deadDeliveries) {
      blocks.push(
        h(
          'p',
          { key: 'dead', 'data-testid': 'dashboard-dead-deliveries', style: { marginTop: '14px', fontSize: '14px' } },
          h(P.Badge, { tone: 'red', value: 'dead' }, String(data.deadDeliveries)),
          ' event deliveries failed for good (outbox dead letters)',
        ),
      );
    }
    if (!blocks.length) return null;
    return h(
      'section',
      { 'data-testid': 'dashboard-jobs', style: Object.assign({}, CARD, { padding: '18px', minWidth: 0 }) },
      h('h2', { style: H2 }, 'In progress'),
      blocks,
    );
  }

  function Shortcuts(props) {
    var Link = window.BazaarPanel.Link;
    if (!props.shortcuts.length) return null;
    return h(
      'section',
      { 'data-testid': 'dashboard-shortcuts', style: Object.assign({}, CARD, { padding: '18px', minWidth: 0 }) },
      h('h2', { style: H2 }, 'Shortcuts'),
      h(
        'div',
        { style: { display: 'flex', flexWrap: 'wrap', gap: '8px' } },
        props.shortcuts.map(function (s, i) {
          return h(
            Link,
            {
              key: i,
              href: s.href,
              'data-testid': 'dashboard-shortcut',
              style: {
                display: 'inline-block',
                padding: '7px 12px',
                borderRadius: '6px',
                border: '1px solid #2c5cd6',
                color: '#2c5cd6',
                fontSize: '14px',
                fontWeight: 500,
              },
            },
            s.label,
          );
        }),
      ),
    );
  }

  function BazaarDashboard() {
    var state = React.useState(/** @type {any} */ (null));
    var failed = React.useState(/** @type {string | null} */ (null));
    React.useEffect(function () {
      new A.ApiClient()
        .getDashboard()
        .then(function (res) {
          state[1](res.data);
        })
        .catch(function (e) {
          failed[1]((e && e.message) || 'The dashboard could not be loaded');
        });
    }, []);
    var data = state[0];
    var page = { padding: '28px 32px', maxWidth: '1280px', boxSizing: 'border-box', width: '100%' };
    var header = h(
      'header',
      { 'data-testid': 'dashboard-header', style: { marginBottom: '20px' } },
      h('h1', { style: { fontSize: '24px', fontWeight: 600, color: '#1c2430', margin: 0 } }, 'Dashboard'),
      h(
        'p',
        { style: Object.assign({}, MUTED, { marginTop: '6px', fontSize: '14px' }) },
        'Your shop at a glance: what there is, what changed, what is running.',
      ),
    );
    if (failed[0]) return h('div', { 'data-testid': 'bazaar-dashboard', style: page }, header, h('p', { role: 'alert' }, failed[0]));
    if (!data) return h('div', { 'data-testid': 'bazaar-dashboard', style: page }, header, h('p', { style: MUTED }, 'Loading...'));
    return h(
      'div',
      { 'data-testid': 'bazaar-dashboard', style: page },
      header,
      data.counts.length
        ? h(
            'section',
            {
              'data-testid': 'dashboard-counts',
              style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: '12px', marginBottom: '20px' },
            },
            data.counts.map(function (c, i) {
              return h(Count, { key: i, count: c });
            }),
          )
        : null,
      h(
        'div',
        { style: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: '20px', alignItems: 'start' } },
        h(Activity, { activity: data.activity }),
        h('div', { style: { display: 'grid', gap: '20px', minWidth: 0 } }, h(Lists, { data: data }), h(Shortcuts, { shortcuts: data.shortcuts })),
      ),
    );
  }

  AdminJS.UserComponents.BazaarDashboard = BazaarDashboard;
})();
