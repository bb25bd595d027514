/*
 * The panel's home page (AdminJS `dashboard.component`), as a hand-written browser script appended to the
 * components bundle (conventions: image-upload.js; helpers: panel-kit.js). It loads its data
 * from GET <root>/api/dashboard (admin/dashboard.ts) and shows: today's sales and what waits for someone (each
 * tile opening the list it counts), how many records there are, recent activity, what is in progress (jobs,
 * undelivered events for superadmins) and shortcuts.
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var A = window.AdminJS || {};

  var CARD = { background: '#fff', border: '1px solid #e3e6ea', borderRadius: '8px', boxSizing: 'border-box' };
  var H2 = { fontSize: '16px', fontWeight: 600, margin: '0 0 12px', color: '#1c2430' };
  var MUTED = { color: '#646d7a', fontSize: '13px' };
  // the left edge of a headline tile: today's in blue, a waiting one in amber while something waits
  var ACCENT = { today: '#2c5cd6', waiting: '#d97706', clear: '#c5cad2' };

  function ago(iso) {
    var s = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000));
    if (s < 60) return 'just now';
    if (s < 3600) return Math.floor(s / 60) + ' min ago';
    if (s < 86400) return Math.floor(s / 3600) + ' h ago';
    return new Date(iso).toLocaleDateString();
  }

  /** today's date as the shop reads it, e.g. "Saturday 28 November" (Kathmandu) */
  function kathmanduToday() {
    try {
      return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date());
    } catch (e) {
      return '';
    }
  }

  function valueText(c) {
    if (c.value === null) return '-';
    // "Rs 1,88,843.70" stays on one line
    return c.display ? c.display.replace(' ', '\u00a0') : String(c.value);
  }

  /** a headline number (today's or waiting): bigger, with a coloured edge and a line saying what it counts */
  function Tile(props) {
    var Link = window.BazaarPanel.Link;
    var c = props.count;
    var edge = c.group === 'today' ? ACCENT.today : c.value ? ACCENT.waiting : ACCENT.clear;
    var waiting = c.group === 'attention' && !!c.value;
    return h(
      Link,
      {
        href: c.href,
        'data-testid': 'dashboard-count',
        'data-group': c.group,
        style: Object.assign({}, CARD, { display: 'block', padding: '14px 16px', minWidth: 0, borderLeft: '4px solid ' + edge }),
      },
      h(
        'div',
        {
          'data-testid': 'dashboard-count-value',
          style: {
            fontSize: c.display ? (c.display.length > 12 ? '18px' : '20px') : '28px',
            fontWeight: 600,
            lineHeight: c.display ? '26px' : '34px',
            minHeight: '34px',
            display: 'flex',
            alignItems: 'flex-end',
            flexWrap: 'wrap',
            overflowWrap: 'anywhere',
            color: waiting ? '#8a5300' : c.group === 'attention' ? '#646d7a' : '#1c2430',
          },
        },
        valueText(c),
      ),
      h('div', { 'data-testid': 'dashboard-count-label', style: { marginTop: '2px', fontSize: '14px', fontWeight: 600, color: '#1c2430' } }, c.label),
      c.hint ? h('div', { 'data-testid': 'dashboard-count-hint', style: Object.assign({}, MUTED, { marginTop: '2px', lineHeight: '17px' }) }, c.hint) : null,
    );
  }

  /** a record count: how many there are (smaller, below the headline) */
  function Count(props) {
    var Link = window.BazaarPanel.Link;
    var c = props.count;
    return h(
      Link,
      {
        href: c.href,
        'data-testid': 'dashboard-count',
        'data-group': 'records',
        style: Object.assign({}, CARD, { display: 'block', padding: '12px 14px', minWidth: 0 }),
      },
      h('div', { 'data-testid': 'dashboard-count-value', style: { fontSize: '22px', fontWeight: 600, color: '#1c2430', lineHeight: '28px' } }, valueText(c)),
      h(
        'div',
        {
          'data-testid': 'dashboard-count-label',
          style: Object.assign({}, MUTED, { marginTop: '2px', overflowWrap: 'anywhere', lineHeight: '17px' }),
        },
        c.label,
      ),
    );
  }

  function TileSection(props) {
    if (!props.counts.length) return null;
    return h(
      'section',
      { 'data-testid': props.testId, style: { flex: props.flex, minWidth: 0 } },
      h(
        'h2',
        { style: H2 },
        props.title,
        props.note ? h('span', { style: Object.assign({}, MUTED, { fontWeight: 400, marginLeft: '8px', fontSize: '14px' }) }, props.note) : null,
      ),
      h(
        'div',
        { style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(' + (props.min || 170) + 'px, 1fr))', gap: '12px' } },
        props.counts.map(function (c, i) {
          return h(props.tile || Tile, { key: i, count: c });
        }),
      ),
    );
  }

  function countsOf(counts, group) {
    return counts.filter(function (c) {
      return (c.group || 'records') === group;
    });
  }

  /** today's sales beside what waits for someone: the top of the page */
  function Headline(props) {
    var today = countsOf(props.counts, 'today');
    var waiting = countsOf(props.counts, 'attention');
    if (!today.length && !waiting.length) return null;
    return h(
      'div',
      { 'data-testid': 'dashboard-headline', style: { display: 'flex', flexWrap: 'wrap', gap: '20px', marginBottom: '24px', alignItems: 'flex-start' } },
      h(TileSection, { testId: 'dashboard-today', title: 'Today', note: kathmanduToday(), counts: today, flex: '1 1 380px', min: 170 }),
      h(TileSection, { testId: 'dashboard-waiting', title: 'Waiting for you', counts: waiting, flex: '2.6 1 560px', min: 140 }),
    );
  }

  /** how many records there are: the foot of the page */
  function Records(props) {
    var records = countsOf(props.counts, 'records');
    if (!records.length) return null;
    return h(
      'div',
      { style: { marginTop: '24px' } },
      h(TileSection, { testId: 'dashboard-counts', title: 'In the shop', counts: records, tile: Count, min: 150 }),
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
      h('p', { style: Object.assign({}, MUTED, { marginTop: '6px', fontSize: '14px' }) }, 'Your shop at a glance: today, what waits for you, what changed.'),
    );
    if (failed[0]) return h('div', { 'data-testid': 'bazaar-dashboard', style: page }, header, h('p', { role: 'alert' }, failed[0]));
    if (!data) return h('div', { 'data-testid': 'bazaar-dashboard', style: page }, header, h('p', { style: MUTED }, 'Loading...'));
    return h(
      'div',
      { 'data-testid': 'bazaar-dashboard', style: page },
      header,
      h(Headline, { counts: data.counts }),
      h(
        'div',
        { style: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: '20px', alignItems: 'start' } },
        h(Activity, { activity: data.activity }),
        h('div', { style: { display: 'grid', gap: '20px', minWidth: 0 } }, h(Lists, { data: data }), h(Shortcuts, { shortcuts: data.shortcuts })),
      ),
      h(Records, { counts: data.counts }),
    );
  }

  AdminJS.UserComponents.BazaarDashboard = BazaarDashboard;
})();
