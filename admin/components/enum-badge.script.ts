/*
 * An enum value as a coloured badge with its readable label, in lists and on a record's page (core/panel/
 * enum-field.ts names it; labels and tones come in `custom.enum`); a hand-written browser script of the
 * components bundle (conventions: image-upload.script.ts; Badge: panel-kit.script.ts).
 */
export const ENUM_BADGE_SCRIPT = String.raw`
(function () {
  var React = window.React;
  var h = React.createElement;
  var DS = window.AdminJSDesignSystem || {};
  var A = window.AdminJS || {};

  function EnumBadge(props) {
    var property = props.property;
    var params = (props.record && props.record.params) || {};
    var value = params[property.path];
    var presentation = (property.custom && property.custom['enum']) || { labels: {}, tones: {} };
    var badge = value === undefined || value === null || value === ''
      ? h('span', { style: { color: '#8a929e' } }, '-')
      : h(window.BazaarPanel.Badge, { tone: presentation.tones[value] || 'grey', value: String(value) }, presentation.labels[value] || String(value));
    if (props.where === 'list') return badge;
    var t = A.useTranslation ? A.useTranslation() : null;
    var label = t ? t.translateProperty(property.label, property.resourceId) : property.label;
    return DS.ValueGroup ? h(DS.ValueGroup, { label: label }, badge) : h('div', null, h('label', null, label), badge);
  }

  AdminJS.UserComponents.EnumBadge = EnumBadge;
})();
`;
