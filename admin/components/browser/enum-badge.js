/*
 * An enum value as a coloured badge with its readable label, in lists and on a record's page (core/panel/
 * enum-field.ts names it; labels and tones come in `custom.enum`); a hand-written browser script of the
 * components bundle (conventions: image-upload.js; Badge: panel-kit.js).
 */
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};

  function EnumBadge(props) {
    var property = props.property;
    var params = (props.record && props.record.params) || {};
    var presentation = (property.custom && property.custom['enum']) || { labels: {}, tones: {} };
    function one(value, key) {
      return h(
        window.BazaarPanel.Badge,
        { key: key, tone: presentation.tones[value] || 'grey', value: String(value) },
        presentation.labels[value] || String(value),
      );
    }
    // an array of enum values comes flattened: path.0, path.1...
    var values = property.isArray
      ? Object.keys(params)
          .filter(function (k) {
            return k.indexOf(property.path + '.') === 0 && /^\d+$/.test(k.slice(property.path.length + 1));
          })
          .sort(function (a, b) {
            return Number(a.slice(property.path.length + 1)) - Number(b.slice(property.path.length + 1));
          })
          .map(function (k) {
            return params[k];
          })
      : [params[property.path]].filter(function (v) {
          return v !== undefined && v !== null && v !== '';
        });
    var badge = !values.length
      ? h('span', { style: { color: '#8a929e' } }, '-')
      : values.length === 1 && !property.isArray
        ? one(values[0])
        : h(
            'span',
            { 'data-testid': 'enum-badges', style: { display: 'inline-flex', flexWrap: 'wrap', gap: '4px' } },
            values.map(function (v, i) {
              return one(v, i);
            }),
          );
    if (props.where === 'list') return badge;
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateProperty(property.label, property.resourceId) : property.label;
    return DS.ValueGroup ? h(DS.ValueGroup, { label: label }, badge) : h('div', null, h('label', null, label), badge);
  }

  AdminJS.UserComponents.EnumBadge = EnumBadge;
})();
