/*
 * The date-range filter (core/panel/date-range.ts): "from" and "to" as Kathmandu days, kept in the list's query
 * string as `filters.<path>~~from=2026-11-28` (a reloaded or shared URL shows the same list), with shortcuts for
 * today and the last 7 days; a hand-written browser script of the components bundle (conventions: image-upload.js).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};

  var SEPARATOR = '~~';
  var DAY_MS = 24 * 3600 * 1000;
  var NPT_MS = (5 * 60 + 45) * 60 * 1000;

  /** The Kathmandu day `daysAgo` days before today, "YYYY-MM-DD". */
  function kathmanduDay(daysAgo) {
    return new Date(Date.now() + NPT_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
  }

  /** A filter end as the date input shows it: a day as it is; an instant (an older URL) as its Kathmandu day. */
  function dayOf(value) {
    if (typeof value !== 'string' || !value) return '';
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    var at = new Date(value);
    return isNaN(at.getTime()) ? '' : new Date(at.getTime() + NPT_MS).toISOString().slice(0, 10);
  }

  var inputStyle = {
    width: '100%',
    boxSizing: 'border-box',
    padding: '6px 8px',
    border: '1px solid #c0c6cf',
    borderRadius: '4px',
    fontSize: '14px',
    background: 'transparent',
    color: 'inherit',
    colorScheme: 'dark light',
  };
  var chipStyle = {
    padding: '3px 10px',
    border: '1px solid #8a929e',
    borderRadius: '12px',
    background: 'transparent',
    color: 'inherit',
    fontSize: '12px',
    cursor: 'pointer',
  };

  function DateRangeFilter(props) {
    var property = props.property;
    var filter = props.filter || {};
    var fromKey = property.path + SEPARATOR + 'from';
    var toKey = property.path + SEPARATOR + 'to';
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateProperty(property.label, property.resourceId) : property.label;
    // the filter drawer keeps one change per render (its handler spreads the filter it was drawn with): the
    // second end of a shortcut is set once the first one is drawn
    var pending = React.useRef(/** @type {[string, string] | null} */ (null));
    React.useEffect(function () {
      var next = pending.current;
      if (!next) return;
      pending.current = null;
      set(next[0], next[1]);
    });
    function set(key, value) {
      props.onChange(key, value || '');
    }
    function span(from, to) {
      pending.current = [toKey, to];
      set(fromKey, from);
    }
    function field(key, text) {
      return h(
        'label',
        { style: { display: 'block', marginTop: '6px', fontSize: '12px' } },
        text,
        h('input', {
          type: 'date',
          'data-testid': 'date-range-' + property.path + '-' + (key === fromKey ? 'from' : 'to'),
          value: dayOf(filter[key]),
          onChange: function (e) {
            set(key, e.target.value);
          },
          style: inputStyle,
        }),
      );
    }
    var body = h(
      'div',
      { 'data-testid': 'date-range-' + property.path },
      h('div', { style: { fontWeight: 600, fontSize: '13px' } }, label + ' (Kathmandu days)'),
      field(fromKey, 'From'),
      field(toKey, 'To'),
      h(
        'div',
        { style: { display: 'flex', gap: '6px', marginTop: '8px', flexWrap: 'wrap' } },
        h(
          'button',
          {
            type: 'button',
            'data-testid': 'date-range-' + property.path + '-today',
            style: chipStyle,
            onClick: function () {
              span(kathmanduDay(0), kathmanduDay(0));
            },
          },
          'Today',
        ),
        h(
          'button',
          {
            type: 'button',
            style: chipStyle,
            onClick: function () {
              span(kathmanduDay(6), kathmanduDay(0));
            },
          },
          'Last 7 days',
        ),
        h(
          'button',
          {
            type: 'button',
            style: chipStyle,
            onClick: function () {
              span('', '');
            },
          },
          'Any time',
        ),
      ),
    );
    return DS.FormGroup ? h(DS.FormGroup, { variant: 'filter' }, body) : body;
  }

  AdminJS.UserComponents.DateRangeFilter = DateRangeFilter;
})();
